import { formatCount, formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { useProviderStatus } from './use-provider-status';

/** The connected provider's catalogue: how fresh it is, and syncing it now. Nothing when no provider is connected. */
export function ProviderCatalogueBar() {
  const provider = useProviderStatus();
  const sync = trpc.providerCatalogue.sync.useMutation(
    useToastOutcome({
      success: (result: { listed: number; added: number; markedUnavailable: number }) =>
        m['provider.bar.synced']({ listed: formatCount(result.listed), added: formatCount(result.added), gone: formatCount(result.markedUnavailable) }),
      failure: m['provider.bar.sync-failed'](),
      changed: (utils) => [utils.providerCatalogue.status, utils.providerCatalogue.search],
    }),
  );
  if (!provider) return null;
  const { providerName, status } = provider;
  return (
    <section aria-label={m['provider.bar.label']()} className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <p className="text-sm text-slate-700">
        {status.lastSyncedAt
          ? m['provider.bar.summary']({ provider: providerName, count: formatCount(status.availableCount), when: formatDateTime(status.lastSyncedAt) })
          : m['provider.bar.never-synced']({ provider: providerName })}
      </p>
      <Button size="sm" busy={sync.isPending} onClick={() => sync.mutate()}>
        {sync.isPending ? m['provider.bar.syncing']() : m['provider.bar.sync']()}
      </Button>
    </section>
  );
}
