import { Session, User } from '../../../db/entities';
import { DAY_MS, HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { generateSecretToken, hashSecretToken } from './secret-token';

export const USER_SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
const SESSION_REFRESH_INTERVAL_MS = HOUR_MS;

export async function createUserSession(deps: Deps, user: User, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecretToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + USER_SESSION_LIFETIME_MS);
  deps.em.create(Session, {
    tokenHash: hashSecretToken(deps.config.appSecret, token),
    user,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await deps.em.flush();
  return { token, expiresAt };
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  token_hash: string;
  /** Timestamps arrive as text: MikroORM's driver leaves date parsing to the entity mapping. */
  session_created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
  id: string;
}

/**
 * Returns the live session for a token, or null. A blocked user's sessions answer null at once.
 * `refreshed` tells the caller the expiry moved, so a cookie carrying the token must be re-sent.
 * Every signed-in request starts here, so it is one plain statement (a session and its user)
 * mapped onto managed entities, not an ORM query with a populate.
 */
export async function resolveUserSession(deps: Deps, token: string): Promise<{ session: Session; user: User; refreshed: boolean } | null> {
  const now = deps.clock.now();
  const [row] = await sql<SessionRow>(
    deps.em,
    `select s.id as session_id, s.token_hash, s.created_at as session_created_at, s.last_used_at, s.expires_at, s.user_agent, u.*
     from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
    [hashSecretToken(deps.config.appSecret, token)],
  );
  if (!row || new Date(row.expires_at) <= now || row.is_blocked) return null;
  const { session_id, token_hash, session_created_at, last_used_at, expires_at, user_agent, ...userColumns } = row;
  const user = deps.em.map(User, userColumns);
  const session = deps.em.map(Session, { id: session_id, token_hash, user_id: user.id, created_at: session_created_at, last_used_at, expires_at, user_agent });
  if (now.getTime() - session.lastUsedAt.getTime() > SESSION_REFRESH_INTERVAL_MS) {
    session.lastUsedAt = now;
    session.expiresAt = new Date(now.getTime() + USER_SESSION_LIFETIME_MS);
    await deps.em.flush();
    return { session, user, refreshed: true };
  }
  return { session, user, refreshed: false };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.em.nativeDelete(Session, { id: sessionId });
}

export async function revokeAllUserSessions(deps: Deps, userId: string): Promise<number> {
  return deps.em.nativeDelete(Session, { user: userId });
}
