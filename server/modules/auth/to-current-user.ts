import type { Deps } from '../deps';
import { sql } from '../sql';
import type { CurrentUser } from './schemas';
import type { SessionUser } from './sessions';

/**
 * The signed-in user as the SPAs and GET /api/auth/me show it: the session's user (cached) and,
 * read afresh in ONE statement, what changes without the session knowing — the balance, the
 * offerwall credits still pending, the ticker preference. Read on every page load, so one round trip.
 */
export async function toCurrentUser(deps: Deps, user: SessionUser): Promise<CurrentUser> {
  const [row] = await sql<{ balance: string | null; offerwall_pending: string; ticker_opt_out: boolean | null }>(
    deps.em,
    `select (select balance from wallet_accounts where user_id = ?) as balance,
            (select coalesce(sum(amount_paise), 0) from offerwall_credits where user_id = ? and status = 'pending') as offerwall_pending,
            (select ticker_opt_out from users where id = ?) as ticker_opt_out`,
    [user.id, user.id, user.id],
  );
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    emailVerified: Boolean(user.emailVerifiedAt),
    walletBalancePaise: Number(row?.balance ?? 0),
    offerwallPendingPaise: Number(row?.offerwall_pending ?? 0),
    locale: user.locale,
    tickerOptOut: row?.ticker_opt_out ?? false,
  };
}
