import type { ReactNode } from 'react';
import type { Capability } from '#contract/capabilities/names';
import { trpc } from '../lib/trpc';

/**
 * Says a tab's capability is switched off, so an admin can prepare it before users see it (the tab
 * itself always shows). Nothing while the switches load or when it is on.
 */
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
