import { notFound } from '@tanstack/react-router';
import type { Capability } from '#contract/capabilities/schemas';
import type { TrpcUtils } from '../../../lib/trpc';

/** Route guard: while a capability is off its pages do not exist (decision 010); a failed `site.info` counts as off. */
export async function requireCapability(context: { trpcUtils: TrpcUtils }, capability: Capability): Promise<void> {
  const info = await context.trpcUtils.site.info.ensureData(undefined, { staleTime: Number.POSITIVE_INFINITY }).catch(() => null);
  if (info?.capabilities[capability] !== true) throw notFound();
}
