import { SECOND_MS } from '../../clock';
import type { ChangeSubscriber } from '../cache/change-listener';
import type { Locale } from '#contract/i18n/locales';

/**
 * Recently resolved user sessions, so a signed-in request does not need its own database round
 * trip to learn who is asking (docs/performance.md: a third of the money path's round trips).
 *
 * Revocation is immediate in every process: the database announces every change that alters what
 * a session resolves to (migration 0010, decision 011), and each process's
 * `ChangeListener` (server/modules/cache/change-listener.ts) hands it to this cache, which forgets the affected entries when it hears it. This process also
 * forgets them itself right after its own revoking transaction commits, before it answers. A
 * request that read the old row before that commit cannot put it back: every forget moves the
 * epoch, and a row read under an earlier epoch is not cached. While the listener is not connected,
 * the cache is suspended (nothing is served from it or added to it), since a change could go
 * unheard. Expiry is checked on every request against the cached expiry. SESSION_CACHE_TTL_MS
 * still bounds an entry's age, as a second line of defence.
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
  locale: Locale;
}

/** The channel migration 0010's triggers notify on: `session:<id>` or `user:<id>`. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

export class SessionCache implements ChangeSubscriber {
  readonly channel = SESSION_CHANGES_CHANNEL;

  private readonly entries = new Map<string, { session: CachedSession; cachedAtMs: number; token: string }>();
  /**
   * The keyed hash of each token whose session is held here: the HMAC was 5 % of a cached
   * request's server time (issue 20). A token is held exactly as long as its entry (never one that
   * matched no session, so unknown tokens cannot fill it); the process sees every token anyway.
   */
  private readonly hashByToken = new Map<string, string>();
  /** Moves on every forget; read it before reading a session from the database and pass it to set(). */
  epoch = 0;
  /** Until changes can be heard (the listener is connected), nothing is served or kept. */
  private suspended = true;

  /** The token's keyed hash while its session is held here, else undefined. */
  knownTokenHash(token: string): string | undefined {
    return this.hashByToken.get(token);
  }

  get(tokenHash: string, now: Date): CachedSession | null {
    if (this.suspended) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now.getTime() - entry.cachedAtMs >= SESSION_CACHE_TTL_MS || now.getTime() < entry.cachedAtMs) {
      this.remove(tokenHash);
      return null;
    }
    return entry.session;
  }

  /** `tokenHash` must be `token`'s keyed hash: the token is remembered beside it (see hashByToken). */
  set(token: string, tokenHash: string, session: CachedSession, now: Date, epochBeforeRead: number): void {
    if (this.suspended || epochBeforeRead !== this.epoch) return;
    this.remove(tokenHash);
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.entries.set(tokenHash, { session, cachedAtMs: now.getTime(), token });
    this.hashByToken.set(token, tokenHash);
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    this.hashByToken.delete(entry.token);
  }

  /** Changes may go unheard from now on (the listener lost its connection): forget everything and keep nothing. */
  suspend(): void {
    this.suspended = true;
    this.forgetWhere(() => true);
  }

  /** Changes are heard again (listening anew): start from empty, as anything may have changed meanwhile. */
  resume(): void {
    this.forgetWhere(() => true);
    this.suspended = false;
  }

  get active(): boolean {
    return !this.suspended;
  }

  onChange(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'session' && id) this.forgetSession(id);
    else if (kind === 'user' && id) this.forgetUser(id);
  }

  forgetSession(sessionId: string): void {
    this.forgetWhere((session) => session.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.forgetWhere((session) => session.userId === userId);
  }

  private forgetWhere(matches: (session: CachedSession) => boolean): void {
    this.epoch += 1;
    for (const [tokenHash, entry] of this.entries) if (matches(entry.session)) this.remove(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }
}
