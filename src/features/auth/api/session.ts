import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { trpc, type CurrentUser, type TrpcUtils } from '../../../lib/trpc';
import { usePendingWhileHydrating } from '../../../lib/use-hydrating';

const SESSION_STALE_MS = 60_000;

/** The signed-in user, or null for a visitor (the server answers null rather than an error); pending while a prerendered page hydrates. */
export function useSession() {
  return usePendingWhileHydrating(trpc.auth.session.useQuery(undefined, { staleTime: SESSION_STALE_MS }));
}

/**
 * Route guard for pages that need a user: visitors go to /signin and come back here afterwards.
 * Uses the cached session when fresh, otherwise asks the server.
 */
export async function requireUser(context: { trpcUtils: TrpcUtils }, location: { href: string }): Promise<void> {
  const user = await context.trpcUtils.auth.session.ensureData(undefined, { staleTime: SESSION_STALE_MS });
  if (!user) throw redirect({ to: '/signin', search: { redirect: location.href } });
}

/** Asks for the session without waiting for it (requireUser then finds it on its way). */
export function prefetchSession(context: { trpcUtils: TrpcUtils }): Promise<void> {
  return context.trpcUtils.auth.session.prefetch(undefined, { staleTime: SESSION_STALE_MS });
}

function sessionKey() {
  return getQueryKey(trpc.auth.session, undefined, 'query');
}

/** After sign-in: show the new user at once, then confirm with the server (the header updates). */
export async function rememberSignedInUser(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  queryClient.setQueryData(sessionKey(), user);
  await queryClient.invalidateQueries({ queryKey: sessionKey() });
}

/** After sign-out or a revoked session: nothing about the previous user stays in the cache. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKey(), null);
  queryClient.removeQueries({ queryKey: getQueryKey(trpc.auth.me), type: 'inactive' });
  // Money figures belong to one person: the next one to sign in on this device never sees them.
  queryClient.removeQueries({ queryKey: getQueryKey(trpc.wallet), type: 'inactive' });
  queryClient.removeQueries({ queryKey: getQueryKey(trpc.redeem.history), type: 'inactive' });
  // So are seeds, plays and game limits; the public games state is fetched again for the visitor.
  queryClient.removeQueries({ queryKey: getQueryKey(trpc.fairness), type: 'inactive' });
  void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.games.state) });
}
