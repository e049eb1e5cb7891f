import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { ReferralStatus } from '#contract/referrals/schemas';

export type LockedReferral = Narrowed<
  Pick<Row<'referrals'>, 'id' | 'referrer_id' | 'friend_id' | 'status' | 'qualified_at' | 'clears_at' | 'reason'>,
  { status: ReferralStatus }
>;

/** One referral, locked for an admin's decision in the caller's transaction; 404 when unknown. */
export async function lockReferral(em: EntityManager, id: string): Promise<LockedReferral> {
  const [row] = await sql<LockedReferral>(em, `select id, referrer_id, friend_id, status, qualified_at, clears_at, reason from referrals where id = ? for update`, [id]);
  if (!row) throw refuse('referrals.not-found');
  return row;
}
