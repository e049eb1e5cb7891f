import { useState } from 'react';
import type { Capability } from '#contract/capabilities/schemas';
import { Card } from '../../components/card';
import { Switch } from '../../components/switch';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { CapabilityOffDialog } from './capability-off-dialog';

/** The switchable capabilities: while one is off no public screen mentions it; an unbuilt one cannot go on; switching one off is confirmed. */
export function CapabilitiesForm() {
  const toasts = useToast();
  const [switchingOff, setSwitchingOff] = useState<{ capability: Capability; name: string } | null>(null);
  const utils = trpc.useUtils();
  const capabilities = trpc.capabilities.list.useQuery();
  const set = trpc.capabilities.set.useMutation({
    onSuccess: async (saved, input) => {
      utils.capabilities.list.setData(undefined, saved);
      const name = saved.find((row) => row.capability === input.capability)?.name ?? input.capability;
      setSwitchingOff(null);
      toasts.success(input.enabled ? m['settings.capabilities.switched-on']({ name }) : m['settings.capabilities.switched-off']({ name }));
      await utils.audit.list.invalidate();
    },
    onError: (failure) => {
      setSwitchingOff(null);
      toasts.error(messageFor(failure, m['settings.capabilities.save-failed']()));
    },
  });
  return (
    <Card id="capabilities-heading" title={m['settings.capabilities.title']()} intro={m['settings.capabilities.description']()}>
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
                <p className="text-sm text-slate-600">{!row.built ? m['settings.capabilities.not-built']() : !row.enabled ? m['settings.capabilities.off']() : row.offered ? m['settings.capabilities.on']() : m['settings.capabilities.on-not-offered']()}</p>
              </div>
              <Switch
                checked={row.enabled}
                aria-labelledby={`capability-${row.capability}`}
                disabled={!row.built && !row.enabled}
                busy={set.isPending && set.variables?.capability === row.capability}
                onClick={() => (row.enabled ? setSwitchingOff(row) : set.mutate({ capability: row.capability, enabled: true }))}
              />
            </li>
          ))}
        </ul>
      )}
      {switchingOff ? (
        <CapabilityOffDialog
          capability={switchingOff.capability}
          name={switchingOff.name}
          busy={set.isPending}
          onConfirm={() => set.mutate({ capability: switchingOff.capability, enabled: false })}
          onClose={() => setSwitchingOff(null)}
        />
      ) : null}
    </Card>
  );
}
