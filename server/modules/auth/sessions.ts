import { Session, User } from '../../../db/entities';
import { DAY_MS, HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
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

/**
 * Returns the live session for a token, or null. A blocked user's sessions answer null at once.
 * `refreshed` tells the caller the expiry moved, so a cookie carrying the token must be re-sent.
 */
export async function resolveUserSession(deps: Deps, token: string): Promise<{ session: Session; user: User; refreshed: boolean } | null> {
  const now = deps.clock.now();
  const session = await deps.em.findOne(Session, { tokenHash: hashSecretToken(deps.config.appSecret, token) }, { populate: ['user'] });
  if (!session || session.expiresAt <= now || session.user.isBlocked) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SESSION_REFRESH_INTERVAL_MS) {
    session.lastUsedAt = now;
    session.expiresAt = new Date(now.getTime() + USER_SESSION_LIFETIME_MS);
    await deps.em.flush();
    return { session, user: session.user, refreshed: true };
  }
  return { session, user: session.user, refreshed: false };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.em.nativeDelete(Session, { id: sessionId });
}

export async function revokeAllUserSessions(deps: Deps, userId: string): Promise<number> {
  return deps.em.nativeDelete(Session, { user: userId });
}
