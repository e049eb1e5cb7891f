import { refuse } from '#contract/errors';
import type { Deps } from '../../deps';
import { activeRound } from '../guess-rounds';
import { lockActiveSeed, rotateLockedSeed } from './seeds';

/**
 * The user asks for the seed to be revealed: every play made under it can now be verified. Not
 * while a Guess the Number round is open: its secret was drawn with this seed, so revealing it
 * would give the answer away (the round's own end reveals it).
 */
export async function rotateSeed(deps: Deps, input: { userId: string }) {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    await lockActiveSeed(em, input.userId, now);
    if (await activeRound(em, input.userId)) throw refuse('games.rotate-during-round');
    return rotateLockedSeed(em, input.userId, now);
  });
}
