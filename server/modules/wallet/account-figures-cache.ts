import { SECOND_MS } from '../../clock';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** What the signed-in user's header shows beside the session's own fields, read per user. */
export interface AccountFigures {
  balancePaise: number;
  offerwallPendingPaise: number;
  /** null: not asked yet, so not shown in the ticker (issue 29). */
  tickerOptOut: boolean | null;
}

/** A second line of defence: a process that died between commit and announcement (decision 034). */
export const ACCOUNT_FIGURES_TTL_MS = 5 * SECOND_MS;

/** What changes without the session knowing — the balance, the offerwall credits still pending, the ticker preference — in one statement. */
async function readAccountFigures(deps: Deps, userId: string): Promise<AccountFigures> {
  const [row] = await sql<{ balance: string | null; offerwall_pending: string; ticker_opt_out: boolean | null }>(
    deps.em,
    `select (select balance from wallet_accounts where user_id = ?) as balance,
            (select coalesce(sum(amount_paise), 0) from offerwall_credits where user_id = ? and status = 'pending') as offerwall_pending,
            (select ticker_opt_out from users where id = ?) as ticker_opt_out`,
    [userId, userId, userId],
  );
  return { balancePaise: Number(row?.balance ?? 0), offerwallPendingPaise: Number(row?.offerwall_pending ?? 0), tickerOptOut: row?.ticker_opt_out ?? null };
}

/**
 * So "who am I", read on every page load, needs no round trip (decision 025). Money operations
 * never read from here: they read and change balances in PostgreSQL, under locks.
 */
export const ACCOUNT_FIGURES = new CachedRead<string, AccountFigures, Deps>({
  name: 'account figures',
  key: (userId) => userId,
  read: readAccountFigures,
  maxEntries: 50_000,
  ttlMs: ACCOUNT_FIGURES_TTL_MS,
  forgetOn: { account: 'entry' },
});
