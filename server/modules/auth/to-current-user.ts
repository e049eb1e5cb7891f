import type { Deps } from '../deps';
import { getWalletSummary } from '../wallet/get-wallet-summary';
import type { CurrentUser } from './schemas';
import type { SessionUser } from './sessions';

export async function toCurrentUser(deps: Deps, user: SessionUser): Promise<CurrentUser> {
  const { balancePaise } = await getWalletSummary(deps, user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    emailVerified: Boolean(user.emailVerifiedAt),
    walletBalancePaise: balancePaise,
    locale: user.locale,
  };
}
