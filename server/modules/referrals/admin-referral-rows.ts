import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { EARNED_PAISE_SQL } from './earned-paise';
import type { AdminReferral, ReferralFlag, ReferralStatus } from '#contract/referrals/schemas';

/** The users' columns are aliased (referrer_…, friend_…), so typed here; the referral's are picked. */
type AdminReferralRow = Narrowed<
  Pick<Row<'referrals'>, 'id' | 'status' | 'flags' | 'reason' | 'created_at' | 'qualified_at' | 'clears_at' | 'paid_at'>,
  { status: ReferralStatus; flags: ReferralFlag[] }
> & {
  earned_paise: string;
  referrer_id: string;
  referrer_name: string;
  referrer_email: string;
  referrer_can_refer: boolean;
  friend_id: string;
  friend_name: string;
  friend_email: string;
  friend_verified: boolean;
  friend_blocked: boolean;
};

/** The review row's columns; `?` 1 is the qualifying window in days. Filters and order are the caller's. */
export const ADMIN_REFERRAL_SELECT = `
  select r.id, r.status, r.flags, r.reason, ${EARNED_PAISE_SQL} as earned_paise, r.created_at, r.qualified_at, r.clears_at, r.paid_at,
    u.id as referrer_id, u.name as referrer_name, u.email as referrer_email, u.can_refer as referrer_can_refer,
    f.id as friend_id, f.name as friend_name, f.email as friend_email, f.email_verified_at is not null as friend_verified, f.is_blocked as friend_blocked
  from referrals r join users u on u.id = r.referrer_id join users f on f.id = r.friend_id`;

const asDate = (value: string | null) => (value === null ? null : new Date(value));

export function toAdminReferral(row: AdminReferralRow): AdminReferral {
  return {
    id: row.id,
    referrer: { id: row.referrer_id, name: row.referrer_name, email: row.referrer_email, canRefer: row.referrer_can_refer },
    friend: { id: row.friend_id, name: row.friend_name, email: row.friend_email, emailVerified: row.friend_verified, isBlocked: row.friend_blocked },
    status: row.status,
    flags: row.flags,
    reason: row.reason,
    earnedPaise: Number(row.earned_paise),
    createdAt: new Date(row.created_at),
    qualifiedAt: asDate(row.qualified_at),
    clearsAt: asDate(row.clears_at),
    paidAt: asDate(row.paid_at),
  };
}

export async function adminReferralRows(em: EntityManager, where: string, params: unknown[], windowDays: number, tail = ''): Promise<AdminReferral[]> {
  const rows = await sql<AdminReferralRow>(em, `${ADMIN_REFERRAL_SELECT} ${where} ${tail}`, [windowDays, ...params]);
  return rows.map(toAdminReferral);
}

export async function adminReferralById(em: EntityManager, id: string, windowDays: number): Promise<AdminReferral> {
  const [referral] = await adminReferralRows(em, 'where r.id = ?', [id], windowDays);
  if (!referral) throw refuse('referrals.not-found');
  return referral;
}
