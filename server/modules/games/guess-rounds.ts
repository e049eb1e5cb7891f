import type { EntityManager } from '@mikro-orm/postgresql';
import { HOUR_MS } from '../../clock';
import { sql } from '../sql';

export interface GuessAttempt {
  number: number;
  hint: 'higher' | 'lower' | 'correct';
}

export interface GuessRoundRow {
  id: string;
  play_id: string;
  attempts: GuessAttempt[];
  status: 'active' | 'won' | 'lost';
  started_at: Date;
  ended_at: Date | null;
  secret: number;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  table_version: number;
  /** The prize of the table version the round started with: a later table change does not touch it. */
  round_prize_paise: string;
}

const SELECT_ROUND = `select r.id, r.play_id, r.attempts, r.status, r.started_at, r.ended_at, (p.outcome->>'secret')::int as secret,
    p.nonce, p.server_seed_hash, p.client_seed, t.version as table_version, (t.prize_table->>'prizePaise')::bigint as round_prize_paise
  from guess_rounds r join game_plays p on p.id = r.play_id join game_tables t on t.id = p.table_id`;

export async function activeRound(em: EntityManager, userId: string, forUpdate = false): Promise<GuessRoundRow | undefined> {
  const [row] = await sql<GuessRoundRow>(em, `${SELECT_ROUND} where r.user_id = ? and r.status = 'active'${forUpdate ? ' for update of r' : ''}`, [userId]);
  return row;
}

export async function lastEndedRound(em: EntityManager, userId: string): Promise<GuessRoundRow | undefined> {
  const [row] = await sql<GuessRoundRow>(em, `${SELECT_ROUND} where r.user_id = ? and r.status <> 'active' order by r.ended_at desc limit 1`, [userId]);
  return row;
}

/** A round that ended starts the lock; the next round may start lockHours later. */
export function guessLockedUntil(lastEnded: GuessRoundRow | undefined, lockHours: number, now: Date): Date | null {
  if (!lastEnded?.ended_at) return null;
  const until = new Date(new Date(lastEnded.ended_at).getTime() + lockHours * HOUR_MS);
  return until > now ? until : null;
}
