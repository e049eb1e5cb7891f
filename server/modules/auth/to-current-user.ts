import type { Deps } from '../deps';
import { ACCOUNT_FIGURES } from '../wallet';
import type { CurrentUser } from '#contract/auth/schemas';
import type { SessionUser } from '../../trpc/context';

/** Read on every page load: the session's user and its cached figures (decision 025). */
export async function toCurrentUser(deps: Deps, user: SessionUser): Promise<CurrentUser> {
  const figures = await ACCOUNT_FIGURES.get(deps, user.id);
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
