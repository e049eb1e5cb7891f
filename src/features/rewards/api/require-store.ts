import { notFound } from '@tanstack/react-router';
import type { TrpcUtils } from '../../../lib/trpc';

/**
 * Route guard of the store's pages: while the `store` capability is off (decision 010) they do
 * not exist — the router's not-found page, no word of a store. Reads the same cached `site.info`
 * the chrome reads; a failed answer counts as off, as `useCapability` does.
 */
export async function requireStore(context: { trpcUtils: TrpcUtils }): Promise<void> {
  const info = await context.trpcUtils.site.info.ensureData(undefined, { staleTime: Number.POSITIVE_INFINITY }).catch(() => null);
  if (info?.capabilities.store !== true) throw notFound();
}
