import type { ReactNode } from 'react';
import type { Capability } from '#contract/capabilities/names';
import { trpc } from '../lib/trpc';

/** Says a tab's capability is off (the tab still shows, so it can be prepared); nothing while loading or when on. */
export function CapabilityOffNote({ capability, children }: { capability: Capability; children: ReactNode }) {
  const capabilities = trpc.capabilities.list.useQuery();
  const row = capabilities.data?.find((candidate) => candidate.capability === capability);
  if (!row || row.enabled) return null;
  return (
    <p role="note" data-testid={`${capability}-off-note`} className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
