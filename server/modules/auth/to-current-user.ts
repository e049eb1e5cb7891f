import type { Deps } from '../deps';
import { sql } from '../sql';
import { getWalletSummary } from '../wallet/get-wallet-summary';
import type { CurrentUser } from './schemas';
import type { SessionUser } from './sessions';

export async function toCurrentUser(deps: Deps, user: SessionUser): Promise<CurrentUser> {
  const { balancePaise } = await getWalletSummary(deps, user.id);
  // Read here rather than carried by the session: only these answers need it, not every request.
  const [preferences] = await sql<{ ticker_opt_out: boolean }>(deps.em, `select ticker_opt_out from users where id = ?`, [user.id]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    emailVerified: Boolean(user.emailVerifiedAt),
    walletBalancePaise: balancePaise,
    locale: user.locale,
    tickerOptOut: preferences?.ticker_opt_out ?? false,
  };
}
