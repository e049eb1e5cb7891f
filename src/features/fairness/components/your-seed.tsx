import { useState } from 'react';
import { Card } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { ClientSeedForm, type SeedDraft } from './client-seed-form';
import { HashEntry } from './hash-entry';
import { SeedReveal, type RevealedSeed } from './seed-reveal';

/** The signed-in person's seeds: the server's commitment and next nonce, their own client seed, and the reveal. */
export function YourSeed() {
  const commitment = trpc.fairness.commitment.useQuery(undefined, { staleTime: 0 });
  // Kept here, above the states: a failed refresh shows the error in the parts' place, and after
  // Try again what was typed or revealed is still there.
  const [draft, setDraft] = useState<SeedDraft>({ text: null });
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  return (
    <Card titleId="your-seed-title" title={m['fairness.your-seed']()} titleClassName="text-lg font-bold text-white">
      {commitment.isPending ? (
        <LoadingState lines={2} />
      ) : commitment.isError ? (
        <ErrorState message={messageFor(commitment.error, m['fairness.fetch-failed']())} onRetry={() => void commitment.refetch()} retrying={commitment.isFetching} />
      ) : (
        <div className="mt-3 space-y-4">
          <dl className="space-y-2 text-sm">
            <HashEntry label={m['fairness.current-commitment']()} value={commitment.data.serverSeedHash} />
            <div>
              <dt className="inline text-indigo-300">{m['fairness.next-nonce']()}</dt>
              <dd className="inline font-mono text-white">{commitment.data.nextNonce}</dd>
            </div>
          </dl>
          <ClientSeedForm saved={commitment.data.clientSeed} draft={draft} onDraft={setDraft} />
          <SeedReveal revealed={revealed} onRevealed={setRevealed} />
        </div>
      )}
    </Card>
  );
}
