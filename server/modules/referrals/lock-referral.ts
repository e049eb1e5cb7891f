import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql } from '../sql';
import type { ReferralStatus } from '#contract/referrals/schemas';

export interface LockedReferral {
  id: string;
  referrer_id: string;
  friend_id: string;
  status: ReferralStatus;
  qualified_at: Date | null;
  clears_at: Date | null;
  reason: string | null;
}

/** One referral, locked for an admin's decision in the caller's transaction; 404 when unknown. */
export async function lockReferral(em: EntityManager, id: string): Promise<LockedReferral> {
  const [row] = await sql<LockedReferral>(em, `select id, referrer_id, friend_id, status, qualified_at, clears_at, reason from referrals where id = ? for update`, [id]);
  if (!row) throw refuse('referrals.not-found');
  return row;
}
