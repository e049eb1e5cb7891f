import { Session, type User } from '../../../db/entities';
import { sessionCacheLookups } from '../../metrics';
import { DAY_MS, HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import type { Locale } from '#contract/i18n/locales';
import { preparedSql, sql } from '../sql';
import type { CachedSession } from './session-cache';
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

/** The signed-in user as every request sees it: read with the session, not tracked by the ORM. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerifiedAt?: Date | null;
  createdAt: Date;
  /** The account's language (e-mails, and the site after sign-in). */
  locale: Locale;
}

export interface UserSession {
  id: string;
  expiresAt: Date;
}

/** Timestamps arrive as text: MikroORM's driver leaves date parsing to entity mapping, which this path skips. */
interface SessionRow {
  session_id: string;
  last_used_at: string;
  expires_at: string;
  user_id: string;
  name: string;
  email: string;
  email_verified_at: string | null;
  is_blocked: boolean;
  deleted_at: string | null;
  created_at: string;
  locale: Locale;
}

function toCachedSession(row: SessionRow): CachedSession {
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    lastUsedAt: new Date(row.last_used_at),
    expiresAt: new Date(row.expires_at),
    name: row.name,
    email: row.email,
    emailVerifiedAt: row.email_verified_at === null ? null : new Date(row.email_verified_at),
    createdAt: new Date(row.created_at),
    locale: row.locale,
  };
}

/** A blocked or deleted user's session resolves to nothing, so it is never cached. */
async function readSession(deps: Deps, token: string, tokenHash: string, now: Date): Promise<CachedSession | null> {
  const cache = deps.sessionCache;
  const cached = cache?.get(tokenHash, now);
  sessionCacheLookups.inc({ result: cached ? 'hit' : 'miss' });
  if (cached) return cached;
  const epochBeforeRead = cache?.epoch ?? 0;
  const [row] = await preparedSql<SessionRow>(
    deps.em,
    `select s.id as session_id, s.last_used_at, s.expires_at, u.id as user_id, u.name, u.email, u.email_verified_at, u.is_blocked, u.deleted_at, u.created_at, u.locale
     from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
    [tokenHash],
  );
  // Deletion removes the sessions too; this also refuses one a sign-in racing the deletion created.
  if (!row || row.is_blocked || row.deleted_at !== null) return null;
  const session = toCachedSession(row);
  cache?.set(token, tokenHash, session, now, epochBeforeRead);
  return session;
}

/** A session last used over SESSION_REFRESH_INTERVAL_MS ago gets its use and sliding expiry written on its next request. */
export function sessionRefreshDue(session: { lastUsedAt: Date }, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() > SESSION_REFRESH_INTERVAL_MS;
}

/** A session token's keyed hash, as stored; without the HMAC while its session is cached here. */
export function sessionTokenHash(deps: Pick<Deps, 'config' | 'sessionCache'>, token: string): string {
  return deps.sessionCache?.knownTokenHash(token) ?? hashSecretToken(deps.config.appSecret, token);
}

/**
 * Returns the live session for a token, or null. A blocked user's sessions answer null at once.
 * `refreshed` tells the caller the expiry moved, so a cookie carrying the token must be re-sent.
 * Every signed-in request starts here, so it is one plain statement read into plain objects
 * (mapping the row onto managed entities cost more server time than the whole money operation),
 * and usually not even that: recently resolved sessions come from the server's SessionCache.
 */
export async function resolveUserSession(deps: Deps, token: string): Promise<{ session: UserSession; user: SessionUser; refreshed: boolean } | null> {
  const now = deps.clock.now();
  const tokenHash = sessionTokenHash(deps, token);
  const found = await readSession(deps, token, tokenHash, now);
  if (!found || found.expiresAt <= now) return null;
  const user: SessionUser = { id: found.userId, name: found.name, email: found.email, emailVerifiedAt: found.emailVerifiedAt, createdAt: found.createdAt, locale: found.locale };
  if (sessionRefreshDue(found, now)) {
    const expiresAt = new Date(now.getTime() + USER_SESSION_LIFETIME_MS);
    const epochBeforeWrite = deps.sessionCache?.epoch ?? 0;
    await sql(deps.em, `update sessions set last_used_at = ?, expires_at = ? where id = ?`, [now, expiresAt, found.sessionId]);
    deps.sessionCache?.set(token, tokenHash, { ...found, lastUsedAt: now, expiresAt }, now, epochBeforeWrite);
    return { session: { id: found.sessionId, expiresAt }, user, refreshed: true };
  }
  return { session: { id: found.sessionId, expiresAt: found.expiresAt }, user, refreshed: false };
}

/** Inside a transaction, the caller must also call forgetUserSessions after the commit (see SessionCache). */
export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.em.nativeDelete(Session, { id: sessionId });
  deps.sessionCache?.forgetSession(sessionId);
}

/** Inside a transaction, the caller must also call forgetUserSessions after the commit (see SessionCache). */
export async function revokeAllUserSessions(deps: Deps, userId: string): Promise<number> {
  const revoked = await deps.em.nativeDelete(Session, { user: userId });
  deps.sessionCache?.forgetUser(userId);
  return revoked;
}

/** After a committed change to what a user's sessions resolve to (blocked, verified, revoked, language). */
export function forgetUserSessions(deps: Deps, userId: string): void {
  deps.sessionCache?.forgetUser(userId);
}
