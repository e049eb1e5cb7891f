import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { announceChange } from '../cache';

/** Audited like the other privacy choices, so when consent was given or withdrawn can be shown later. */
export async function setTickerOptOut(deps: Deps, input: { userId: string; tickerOptOut: boolean }): Promise<{ tickerOptOut: boolean }> {
  await deps.em.transactional(async (em) => {
    const [changed] = await sql<{ before: boolean | null }>(
      em,
      `update users u set ticker_opt_out = ? from (select id, ticker_opt_out as before from users where id = ? for update) b
       where u.id = b.id and b.before is distinct from ? returning b.before`,
      [input.tickerOptOut, input.userId, input.tickerOptOut],
    );
    if (!changed) return;
    announceChange(em, 'account', input.userId);
    recordAudit({ ...deps, em }, {
      adminId: null,
      action: 'account.ticker-opt-out',
      targetType: 'user',
      targetId: input.userId,
      // null: never asked (issue 29), so this is the person's first answer.
      before: { tickerOptOut: changed.before },
      after: { tickerOptOut: input.tickerOptOut },
    });
    await em.flush();
  });
  return { tickerOptOut: input.tickerOptOut };
}
