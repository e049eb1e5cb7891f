import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../sql';

/** The orders that grant membership days: those ever paid (a refunded one keeps the days it used). */
const GRANTING = `status in ('paid', 'refunded')`;

/** Member while inside one of their orders' intervals; the end is the last interval's (decision 028). */
export async function getMembership(em: EntityManager, userId: string, now: Date): Promise<{ isMember: boolean; expiresAt: Date | null }> {
  // Raw rows carry timestamps as PostgreSQL's text.
  const [row] = await sql<{ ends_at: string | null; is_member: boolean | null }>(
    em,
    `select max(granted_until) as ends_at, bool_or(granted_from <= ? and granted_until > ?) as is_member from vip_orders where user_id = ? and ${GRANTING}`,
    [now, now, userId],
  );
  const endsAt = row?.is_member ? row.ends_at : null;
  return { isMember: endsAt !== null, expiresAt: endsAt === null ? null : new Date(endsAt) };
}

/** When a person's membership ends or ended — the end of the last day any order of theirs gave — or null if none ever gave one. */
export async function membershipEnd(em: EntityManager, userId: string): Promise<Date | null> {
  const [row] = await sql<{ ends_at: string | null }>(
    em,
    `select max(granted_until) as ends_at from vip_orders where user_id = ? and ${GRANTING} and granted_until > granted_from`,
    [userId],
  );
  return row?.ends_at ? new Date(row.ends_at) : null;
}
