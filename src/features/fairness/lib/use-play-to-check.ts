import { trpc } from '../../../lib/trpc';
import type { Play } from './play-details';
import { segmentWeights } from './play-details';

/** The play "Check this play" opened (`/fairness?play=<id>`), fresh: its seed may have been revealed since. */
export function usePlayToCheck(playId: string) {
  return trpc.fairness.play.useQuery({ playId }, { staleTime: 0, retry: false });
}

/** The checker's fields for a play: everything it needs, the server seed once revealed. */
export function verifierValuesOf(play: Play) {
  const game = play.game === 'scratch' || play.game === 'flip' || play.game === 'guess' ? play.game : 'spin';
  return {
    serverSeed: play.revealedServerSeed ?? '',
    clientSeed: play.proof.clientSeed,
    nonce: String(play.proof.nonce),
    game,
    weights: segmentWeights(play)?.join(',') ?? '',
  } as const;
}
