import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { messageFor } from '#kit/lib/errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { useRefreshSeed } from '../lib/use-refresh-seed';
import { HashEntry } from './hash-entry';

export type RevealedSeed = RouterOutputs['fairness']['rotate'];

/** Reveal my seed: the server opens the current seed and commits to a new one; the caller keeps what was revealed. */
export function SeedReveal({ revealed, onRevealed }: { revealed: RevealedSeed | null; onRevealed: (seed: RevealedSeed) => void }) {
  const toast = useToast();
  const refreshSeed = useRefreshSeed();
  const rotate = trpc.fairness.rotate.useMutation({
    onSuccess: (result) => {
      onRevealed(result);
      toast.success(m['fairness.seed-revealed']());
      void refreshSeed();
    },
    onError: (failure) => toast.error(messageFor(failure, m['fairness.reveal-failed']())),
  });

  return (
    <div className="rounded-xl bg-black/20 p-4 ring-1 ring-white/10">
      <p className="text-sm text-indigo-100">{m['fairness.reveal-text']()}</p>
      <Button className="mt-3" busy={rotate.isPending} busyLabel={m['fairness.revealing']()} onClick={() => rotate.mutate()}>
        {m['fairness.reveal']()}
      </Button>
      {revealed && (
        <dl className="mt-4 space-y-2 text-sm" aria-label={m['fairness.revealed-label']()}>
          <HashEntry label={m['fairness.revealed-server-seed']()} value={revealed.revealedServerSeed} />
          <HashEntry label={m['fairness.its-commitment']()} value={revealed.revealedServerSeedHash} />
          <HashEntry label={m['fairness.new-commitment']()} value={revealed.serverSeedHash} />
        </dl>
      )}
    </div>
  );
}
