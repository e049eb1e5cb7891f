import { Switch } from '../../components/switch';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export const CAPABILITY_FORM_MESSAGES = {
  saved: (name: string, enabled: boolean) => (enabled ? m['settings.capabilities.switched-on']({ name }) : m['settings.capabilities.switched-off']({ name })),
  saveFailed: m['settings.capabilities.save-failed'](),
  notBuilt: m['settings.capabilities.not-built'](),
} as const;

/**
 * The product's switchable capabilities. While one is off, no public screen mentions it; one this
 * version has not built cannot be switched on (the server refuses it too).
 */
export function CapabilitiesForm() {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const capabilities = trpc.capabilities.list.useQuery();
  const set = trpc.capabilities.set.useMutation({
    onSuccess: async (saved, input) => {
      utils.capabilities.list.setData(undefined, saved);
      const name = saved.find((row) => row.capability === input.capability)?.name ?? input.capability;
      toasts.success(CAPABILITY_FORM_MESSAGES.saved(name, input.enabled));
      await utils.audit.list.invalidate();
    },
    onError: (failure) => toasts.error(messageFor(failure, CAPABILITY_FORM_MESSAGES.saveFailed)),
  });
  return (
    <section aria-labelledby="capabilities-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="capabilities-heading" className="text-base font-semibold text-slate-900">
        {m['settings.capabilities.title']()}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{m['settings.capabilities.description']()}</p>
      {capabilities.isPending ? (
        <LoadingState />
      ) : capabilities.isError ? (
        <ErrorState message={m['settings.capabilities.load-failed']()} onRetry={() => void capabilities.refetch()} />
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {capabilities.data.map((row) => (
            <li key={row.capability} className="flex items-center justify-between gap-4 py-3">
              <div>
                <p id={`capability-${row.capability}`} className="text-sm font-medium text-slate-900">
                  {row.name}
                </p>
                <p className="text-sm text-slate-600">{row.built ? (row.enabled ? m['settings.capabilities.on']() : m['settings.capabilities.off']()) : CAPABILITY_FORM_MESSAGES.notBuilt}</p>
              </div>
              <Switch
                checked={row.enabled}
                aria-labelledby={`capability-${row.capability}`}
                disabled={!row.built && !row.enabled}
                busy={set.isPending && set.variables?.capability === row.capability}
                onClick={() => set.mutate({ capability: row.capability, enabled: !row.enabled })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
