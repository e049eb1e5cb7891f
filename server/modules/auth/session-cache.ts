import { SECOND_MS } from '../../clock';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import type { Locale } from '#contract/i18n/locales';
import { preparedSql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { hashSecretToken } from './secret-token';

/**
 * Resolved sessions by token, so a signed-in request needs no round trip (decisions 007, 034); never
 * a token that matched nothing. Revocations are announced; the TTL is a second line of defence.
 */
export const SESSION_CACHE_TTL_MS = 30 * SECOND_MS;

export interface CachedSession {
  sessionId: string;
  userId: string;
  lastUsedAt: Date;
  expiresAt: Date;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  locale: Locale;
}

/** The session's and its user's columns; the two ids are aliased (session_id, user_id). Timestamps arrive as text. */
type SessionRow = Pick<Row<'sessions'>, 'last_used_at' | 'expires_at'> &
  Narrowed<Pick<Row<'users'>, 'name' | 'email' | 'email_verified_at' | 'is_blocked' | 'deleted_at' | 'created_at' | 'locale'>, { locale: Locale }> & {
    session_id: string;
    user_id: string;
  };

/** A blocked or deleted user's session resolves to nothing, so it is never cached. */
async function readSession(deps: Deps, token: string): Promise<CachedSession | null> {
  const [row] = await preparedSql<SessionRow>(
    deps.em,
    `select s.id as session_id, s.last_used_at, s.expires_at, u.id as user_id, u.name, u.email, u.email_verified_at, u.is_blocked, u.deleted_at, u.created_at, u.locale
     from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
    [hashSecretToken(deps.config.appSecret, token)],
  );
  // Deletion removes the sessions too; this also refuses one a sign-in racing the deletion created.
  if (!row || row.is_blocked || row.deleted_at !== null) return null;
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

/** What a user session token resolves to, or null. */
export const USER_SESSIONS = new CachedRead<string, CachedSession | null, Deps>({
  name: 'user sessions',
  key: (token) => token,
  read: readSession,
  maxEntries: 50_000,
  ttlMs: SESSION_CACHE_TTL_MS,
  keeps: (session) => session !== null,
  forgetOn: { session: (session, sessionId) => session!.sessionId === sessionId, user: (session, userId) => session!.userId === userId },
});
