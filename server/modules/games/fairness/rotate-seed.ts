import type { Deps } from '../../deps';
import { rotateLockedSeed } from './seeds';

/** The user asks for the seed to be revealed: every play made under it can now be verified. */
export async function rotateSeed(deps: Deps, input: { userId: string }) {
  return deps.em.transactional((em) => rotateLockedSeed(em, input.userId, deps.clock.now()));
}
