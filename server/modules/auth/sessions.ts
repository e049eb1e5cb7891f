import { Session, type User } from '../../../db/entities';
import { sessionCacheLookups } from '../../metrics';
import { DAY_MS, HOUR_MS } from '../../clock';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import type { SessionUser, UserSession } from '../../trpc/context';
import { sql } from '../sql';
import { USER_SESSIONS, type CachedSession } from './session-cache';
import { generateSecretToken, hashSecretToken } from './secret-token';

export const USER_SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
const SESSION_REFRESH_INTERVAL_MS = HOUR_MS;

export async function createUserSession(deps: Deps, user: User, userAgent?: string, deviceId?: string): Promise<{ token: string; expiresAt: Date }> {
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
    deviceId: deviceId ?? null,
  });
  await deps.em.flush();
  return { token, expiresAt };
}


/** A session last used over SESSION_REFRESH_INTERVAL_MS ago gets its use and sliding expiry written on its next request. */
export function sessionRefreshDue(session: { lastUsedAt: Date }, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() > SESSION_REFRESH_INTERVAL_MS;
}

/** What a token resolves to, from the server's cache when it holds it. */
async function findSession(deps: Deps, token: string): Promise<CachedSession | null> {
  const cached = USER_SESSIONS.peek(deps, token);
  sessionCacheLookups.inc({ result: cached ? 'hit' : 'miss' });
  return cached ?? USER_SESSIONS.get(deps, token);
}

/**
 * A blocked user's sessions answer null at once; `refreshed` means the expiry moved, so the cookie
 * must be re-sent. Hot path: one plain statement on a miss, no entities (decision 007).
 */
export async function resolveUserSession(deps: Deps, token: string): Promise<{ session: UserSession; user: SessionUser; refreshed: boolean } | null> {
  const now = deps.clock.now();
  const found = await findSession(deps, token);
  if (!found || found.expiresAt <= now) return null;
  const user: SessionUser = { id: found.userId, name: found.name, email: found.email, emailVerifiedAt: found.emailVerifiedAt, createdAt: found.createdAt, locale: found.locale };
  if (sessionRefreshDue(found, now)) {
    const expiresAt = new Date(now.getTime() + USER_SESSION_LIFETIME_MS);
    await sql(deps.em, `update sessions set last_used_at = ?, expires_at = ? where id = ?`, [now, expiresAt, found.sessionId]);
    // This process's entry holds the old times: read again next time. Others refresh their own when due.
    USER_SESSIONS.forget(deps, token);
    return { session: { id: found.sessionId, expiresAt }, user, refreshed: true };
  }
  return { session: { id: found.sessionId, expiresAt: found.expiresAt }, user, refreshed: false };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.em.nativeDelete(Session, { id: sessionId });
  announceChange(deps.em, 'session', sessionId);
}

export async function revokeAllUserSessions(deps: Deps, userId: string): Promise<number> {
  const revoked = await deps.em.nativeDelete(Session, { user: userId });
  announceChange(deps.em, 'user', userId);
  return revoked;
}
