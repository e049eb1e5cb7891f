import type { Deps } from '../deps';
import { sql } from '../sql';
import type { AccountFigures } from '../wallet/account-figures-cache';
import type { CurrentUser } from '#contract/auth/schemas';
import type { SessionUser } from './sessions';

/** What changes without the session knowing — the balance, the offerwall credits still pending, the ticker preference — in one statement. */
async function readAccountFigures(deps: Deps, userId: string): Promise<AccountFigures> {
  const [row] = await sql<{ balance: string | null; offerwall_pending: string; ticker_opt_out: boolean | null }>(
    deps.em,
    `select (select balance from wallet_accounts where user_id = ?) as balance,
            (select coalesce(sum(amount_paise), 0) from offerwall_credits where user_id = ? and status = 'pending') as offerwall_pending,
            (select ticker_opt_out from users where id = ?) as ticker_opt_out`,
    [userId, userId, userId],
  );
  return { balancePaise: Number(row?.balance ?? 0), offerwallPendingPaise: Number(row?.offerwall_pending ?? 0), tickerOptOut: row?.ticker_opt_out ?? false };
}

/**
 * The signed-in user as the SPAs and GET /api/auth/me show it: the session's user (cached) and its
 * figures, read on every page load — from the server's account cache, which every change of them
 * empties after its commit on every process (decision 025), else in one statement.
 */
export async function toCurrentUser(deps: Deps, user: SessionUser): Promise<CurrentUser> {
  const read = () => readAccountFigures(deps, user.id);
  const figures = deps.accountCache ? await deps.accountCache.get(user.id, deps.clock.now().getTime(), read) : await read();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    emailVerified: Boolean(user.emailVerifiedAt),
    walletBalancePaise: figures.balancePaise,
    offerwallPendingPaise: figures.offerwallPendingPaise,
    locale: user.locale,
    tickerOptOut: figures.tickerOptOut,
  };
}
