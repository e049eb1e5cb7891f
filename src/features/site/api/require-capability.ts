import { notFound } from '@tanstack/react-router';
import type { Capability } from '#contract/capabilities/schemas';
import type { TrpcUtils } from '../../../lib/trpc';

/**
 * Route guard: while a capability is off its pages do not exist (decision 010); a failed `site.info`
 * counts as off. A first HTML rendered at build time shows the page; the browser guards it before
 * taking it over.
 */
export async function requireCapability(context: { trpcUtils: TrpcUtils; firstHtml: boolean }, capability: Capability): Promise<void> {
  if (context.firstHtml) return;
  const info = await context.trpcUtils.site.info.ensureData(undefined, { staleTime: Number.POSITIVE_INFINITY }).catch(() => null);
  if (info?.capabilities[capability] !== true) throw notFound();
}
