import type { Deps } from '../../deps';
import { sql } from '../../sql';
import { lockActiveSeed } from './seeds';

/** The client seed is the user's own contribution to every draw; changing it affects the next plays only. */
export async function setClientSeed(deps: Deps, input: { userId: string; clientSeed: string }) {
  return deps.em.transactional(async (em) => {
    const seed = await lockActiveSeed(em, input.userId, deps.clock.now());
    await sql(em, `update fairness_seeds set client_seed = ? where id = ?`, [input.clientSeed, seed.id]);
    return { serverSeedHash: seed.server_seed_hash, clientSeed: input.clientSeed, nextNonce: seed.next_nonce };
  });
}
