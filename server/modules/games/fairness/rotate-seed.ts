import { refuse } from '#contract/errors';
import type { Deps } from '../../deps';
import { activeRound } from '../guess-rounds';
import { lockActiveSeed, rotateLockedSeed } from './seeds';

/** Not while a guess round is open: its secret came from this seed, so revealing it gives the answer. */
export async function rotateSeed(deps: Deps, input: { userId: string }) {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    await lockActiveSeed(em, input.userId, now);
    if (await activeRound(em, input.userId)) throw refuse('games.rotate-during-round');
    return rotateLockedSeed(em, input.userId, now);
  });
}
