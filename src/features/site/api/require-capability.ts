import { notFound } from '@tanstack/react-router';
import type { Capability } from '#contract/capabilities/schemas';
import type { TrpcUtils } from '../../../lib/trpc';

/**
 * Route guard of a switchable capability's pages: while it is off (decision 010) they do not
 * exist — the router's not-found page, no word of the capability. Reads the same cached
 * `site.info` the chrome reads; a failed answer counts as off, as `useCapability` does.
 */
export async function requireCapability(context: { trpcUtils: TrpcUtils }, capability: Capability): Promise<void> {
  const info = await context.trpcUtils.site.info.ensureData(undefined, { staleTime: Number.POSITIVE_INFINITY }).catch(() => null);
  if (info?.capabilities[capability] !== true) throw notFound();
}
