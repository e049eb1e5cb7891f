import type { Deps } from '../deps';
import { ACCOUNT_FIGURES } from '../wallet';
import type { CurrentUser } from '#contract/auth/schemas';
import type { SessionUser } from '../../trpc/context';

/**
 * The signed-in user as the SPAs and GET /api/auth/me show it: the session's user (cached) and its
 * figures, read on every page load — from the server's cache, which every announced change of
 * them empties on every process (decision 025), else in one statement.
 */
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
