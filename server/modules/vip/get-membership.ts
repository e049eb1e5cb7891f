import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../sql';

/** A person's membership at an instant: a member while the stored expiry is after it. */
export async function getMembership(em: EntityManager, userId: string, now: Date): Promise<{ isMember: boolean; expiresAt: Date | null }> {
  // Raw rows carry timestamps as PostgreSQL's text.
  const [row] = await sql<{ expires_at: string }>(em, `select expires_at from vip_memberships where user_id = ?`, [userId]);
  const expiresAt = row ? new Date(row.expires_at) : null;
  const isMember = expiresAt !== null && expiresAt > now;
  return { isMember, expiresAt: isMember ? expiresAt : null };
}
