import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { announceChange } from '../cache';

/** Audited like the other privacy choices, so when consent was withdrawn can be shown later. */
export async function setTickerOptOut(deps: Deps, input: { userId: string; tickerOptOut: boolean }): Promise<{ tickerOptOut: boolean }> {
  await deps.em.transactional(async (em) => {
    const changed = await sql(em, `update users set ticker_opt_out = ? where id = ? and ticker_opt_out <> ? returning id`, [input.tickerOptOut, input.userId, input.tickerOptOut]);
    if (changed.length === 0) return;
    announceChange(em, 'account', input.userId);
    recordAudit({ ...deps, em }, {
      adminId: null,
      action: 'account.ticker-opt-out',
      targetType: 'user',
      targetId: input.userId,
      before: { tickerOptOut: !input.tickerOptOut },
      after: { tickerOptOut: input.tickerOptOut },
    });
    await em.flush();
  });
  return { tickerOptOut: input.tickerOptOut };
}
