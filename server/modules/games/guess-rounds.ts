import type { EntityManager } from '@mikro-orm/postgresql';
import { HOUR_MS } from '../../clock';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';

export interface GuessAttempt {
  number: number;
  hint: 'higher' | 'lower' | 'correct';
}

export type GuessRoundRow = Narrowed<
  Pick<Row<'guess_rounds'>, 'id' | 'play_id' | 'attempts' | 'status' | 'started_at' | 'ended_at'>,
  { attempts: GuessAttempt[]; status: 'active' | 'won' | 'lost' }
> &
  Pick<Row<'game_plays'>, 'nonce' | 'server_seed_hash' | 'client_seed'> & {
    secret: number;
    /**
     * The settings version the round started under, with its prize and attempts: the round plays to
     * its end by them, whatever an admin saves meanwhile (decision 030).
     */
    settings_version: number;
    round_prize_paise: string;
    round_attempts: number;
  };

const SELECT_ROUND = `select r.id, r.play_id, r.attempts, r.status, r.started_at, r.ended_at, (p.outcome->>'secret')::int as secret,
    p.nonce, p.server_seed_hash, p.client_seed, v.version as settings_version,
    (v.prize_table->>'prizePaise')::bigint as round_prize_paise, (v.limits->>'attempts')::int as round_attempts
  from guess_rounds r join game_plays p on p.id = r.play_id join game_settings_versions v on v.id = p.settings_id`;

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
