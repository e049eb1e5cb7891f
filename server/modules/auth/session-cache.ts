import { SECOND_MS } from '../../clock';

/**
 * Recently resolved user sessions, so a signed-in request does not need its own database round
 * trip to learn who is asking (docs/performance.md: a third of the money path's round trips).
 *
 * Revocation stays immediate: every change that would alter what a session resolves to — sign-out,
 * sign-out everywhere, a block, a password reset, an e-mail verification — goes through this
 * server and forgets the affected entries once its transaction has committed, before it answers.
 * A request that read the old row before that commit cannot put it back: every forget moves the
 * epoch, and a row read under an earlier epoch is not cached. Expiry is checked on every request
 * against the cached expiry, exactly as for a row read from the database. What the cache cannot
 * see is a change made outside this process (another app process, a manual SQL statement): such a
 * change takes effect within SESSION_CACHE_TTL_MS (decision 007).
 */
export const SESSION_CACHE_TTL_MS = 30 * SECOND_MS;
/** Bounds memory; beyond it the oldest entries go first (a Map iterates in insertion order). */
const SESSION_CACHE_MAX_ENTRIES = 50_000;

export interface CachedSession {
  sessionId: string;
  userId: string;
  lastUsedAt: Date;
  expiresAt: Date;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; cachedAtMs: number }>();
  /** Moves on every forget; read it before reading a session from the database and pass it to set(). */
  epoch = 0;

  get(tokenHash: string, now: Date): CachedSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now.getTime() - entry.cachedAtMs >= SESSION_CACHE_TTL_MS || now.getTime() < entry.cachedAtMs) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  set(tokenHash: string, session: CachedSession, now: Date, epochBeforeRead: number): void {
    if (epochBeforeRead !== this.epoch) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, cachedAtMs: now.getTime() });
  }

  forgetSession(sessionId: string): void {
    this.forgetWhere((session) => session.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.forgetWhere((session) => session.userId === userId);
  }

  private forgetWhere(matches: (session: CachedSession) => boolean): void {
    this.epoch += 1;
    for (const [tokenHash, entry] of this.entries) if (matches(entry.session)) this.entries.delete(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }
}
