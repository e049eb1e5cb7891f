import { PROVIDER_NAMES } from '#contract/provider-catalogue/rules';
import type { LinkTarget, ProviderCatalogueStatus } from '#contract/provider-catalogue/schemas';
import { trpc } from '../../lib/trpc';

/** The connected provider (its name as shown) and its links, or null while loading or when none is connected: then nothing about providers is shown. */
export function useProviderStatus(): { providerName: string; status: ProviderCatalogueStatus } | null {
  const status = trpc.providerCatalogue.status.useQuery();
  if (!status.data?.provider) return null;
  return { providerName: PROVIDER_NAMES[status.data.provider], status: status.data };
}

export function sameTarget(a: LinkTarget, b: LinkTarget): boolean {
  return a.kind === 'reward' ? b.kind === 'reward' && a.productId === b.productId : b.kind === 'withdrawal' && a.amountPaise === b.amountPaise;
}
