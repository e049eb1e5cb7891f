import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../sql';
import type { Row } from '../../../../db/row-types.gen';
import { sha256Hex } from './node-hmac';
import { hexToBytes } from '#contract/games/fairness/algorithm';

export type SeedRow = Pick<Row<'fairness_seeds'>, 'id' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'next_nonce'>;

const SERVER_SEED_BYTES = 32;

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const seed = randomBytes(SERVER_SEED_BYTES);
  return { serverSeed: seed.toString('hex'), serverSeedHash: sha256Hex(seed) };
}

export function hashOfSeed(serverSeedHex: string): string {
  return sha256Hex(hexToBytes(serverSeedHex));
}

async function openSeed(em: EntityManager, userId: string, clientSeed: string, now: Date): Promise<void> {
  const { serverSeed, serverSeedHash } = newServerSeed();
  await sql(
    em,
    `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
     values (?, ?, ?, ?, 0, ?) on conflict (user_id) where revealed_at is null do nothing`,
    [userId, serverSeed, serverSeedHash, clientSeed, now],
  );
}

/**
 * Serialises every game action of a user. An advisory lock, not the seed row's: a rotation replaces
 * that row (decision 005).
 */
export async function lockUserGameActions(em: EntityManager, userId: string): Promise<void> {
  await sql(em, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`game-actions:${userId}`]);
}

/**
 * The user's live seed (opened on first use), with the user's game actions serialised for the
 * rest of the transaction: nonces never repeat and per-user limits are counted one play at a time.
 */
export async function lockActiveSeed(em: EntityManager, userId: string, now: Date): Promise<SeedRow> {
  await lockUserGameActions(em, userId);
  const select = () => sql<SeedRow>(em, `select id, server_seed, server_seed_hash, client_seed, next_nonce from fairness_seeds where user_id = ? and revealed_at is null for update`, [userId]);
  let [seed] = await select();
  if (!seed) {
    await openSeed(em, userId, newClientSeed(), now);
    [seed] = await select();
  }
  if (!seed) throw new Error(`No live fairness seed for user ${userId} after opening one`);
  return seed;
}

/** No lock: a rotation swaps seeds atomically. Only a first view, with no seed, locks to open one. */
export async function ensureActiveSeed(em: EntityManager, userId: string, now: Date): Promise<Omit<SeedRow, 'server_seed'>> {
  const [seed] = await sql<Omit<SeedRow, 'server_seed'>>(em, `select id, server_seed_hash, client_seed, next_nonce from fairness_seeds where user_id = ? and revealed_at is null`, [userId]);
  if (seed) return seed;
  const { server_seed: _secret, ...opened } = await em.transactional((tx) => lockActiveSeed(tx, userId, now));
  return opened;
}

/** Consumes the next nonce of a locked seed. */
export async function takeNonce(em: EntityManager, seed: SeedRow): Promise<number> {
  await sql(em, `update fairness_seeds set next_nonce = next_nonce + 1 where id = ?`, [seed.id]);
  return seed.next_nonce;
}

/** Reveals the live seed and opens a new one with the same client seed; answers the revealed seed and the new commitment. */
export async function rotateLockedSeed(em: EntityManager, userId: string, now: Date): Promise<{ revealedServerSeed: string; revealedServerSeedHash: string; serverSeedHash: string; clientSeed: string }> {
  const seed = await lockActiveSeed(em, userId, now);
  await sql(em, `update fairness_seeds set revealed_at = ? where id = ?`, [now, seed.id]);
  await openSeed(em, userId, seed.client_seed, now);
  const [fresh] = await sql<Pick<SeedRow, 'server_seed_hash' | 'client_seed'>>(em, `select server_seed_hash, client_seed from fairness_seeds where user_id = ? and revealed_at is null`, [userId]);
  return { revealedServerSeed: seed.server_seed, revealedServerSeedHash: seed.server_seed_hash, serverSeedHash: fresh!.server_seed_hash, clientSeed: fresh!.client_seed };
}
