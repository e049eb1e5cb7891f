import { useState } from 'react';
import { Card } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { m } from '#i18n/paraglide/messages';
import { PlayRow } from './play-row';
import { SeedReveal, type RevealedSeed } from './seed-reveal';
import { usePlayToCheck } from '../lib/use-play-to-check';

/**
 * "Check this play" (a result screen's or a history line's link): the play with its proof at the top
 * of the page; while its seed is still secret, the reveal beside it. The checker below is filled in.
 */
export function PlayToCheck({ playId }: { playId: string }) {
  const play = usePlayToCheck(playId);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  return (
    <Card titleId="play-to-check-title" title={m['fairness.check-play.title']()} titleClassName="text-lg font-bold text-white" className="ring-emerald-400/40">
      {play.isPending ? (
        <LoadingState lines={3} />
      ) : play.isError ? (
        <ErrorState message={messageFor(play.error, m['fairness.fetch-failed']())} onRetry={() => void play.refetch()} retrying={play.isFetching} />
      ) : (
        <>
          <p className="mt-1 text-sm text-indigo-200">{m['fairness.check-play.intro']()}</p>
          {play.data.revealedServerSeed === null && (
            <div className="mt-3">
              <SeedReveal revealed={revealed} onRevealed={setRevealed} />
            </div>
          )}
          <ul>
            <PlayRow play={play.data} />
          </ul>
        </>
      )}
    </Card>
  );
}
