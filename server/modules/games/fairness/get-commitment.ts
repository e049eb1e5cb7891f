import type { Deps } from '../../deps';
import { lockActiveSeed } from './seeds';

/** What is published before play: the hash of the live server seed, the client seed and the next nonce. */
export async function getCommitment(deps: Deps, userId: string) {
  return deps.em.transactional(async (em) => {
    const seed = await lockActiveSeed(em, userId, deps.clock.now());
    return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nextNonce: seed.next_nonce };
  });
}
