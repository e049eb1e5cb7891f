import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock';
import { SESSION_CACHE_TTL_MS, USER_SESSIONS, type CachedSession } from '../../server/modules/auth/session-cache';
import { ServerCaches } from '../../server/modules/cache/server-caches';

const T0 = new Date('2026-11-22T10:00:00.000Z');

function session(sessionId: string, userId: string): CachedSession {
  return {
    sessionId,
    userId,
    lastUsedAt: T0,
    expiresAt: new Date(T0.getTime() + 30 * 24 * 3600 * 1000),
    name: 'Asha',
    email: 'asha@example.com',
    emailVerifiedAt: T0,
    createdAt: T0,
    locale: 'en',
  };
}

/** A server's caches whose changes are heard (its listener connected), and its sessions' cache. */
function listening() {
  const clock = new ManualClock(T0);
  const caches = new ServerCaches(clock);
  caches.resume();
  return { clock, caches, sessions: caches.of(USER_SESSIONS) };
}

/** Reads `token` as resolving to `found` (the database's answer, settled at once). */
function read(sessions: ReturnType<typeof listening>['sessions'], token: string, found: CachedSession | null) {
  return sessions.get(token, async () => found, token);
}

describe('the session cache', () => {
  it('answers a cached session until the TTL has passed, then forgets it', async () => {
    const { clock, sessions } = listening();
    await read(sessions, 'token-a', session('s1', 'u1'));
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(sessions.peek('token-a')?.sessionId).toBe('s1');
    clock.advance(1);
    expect(sessions.peek('token-a')).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('treats a clock that moved backwards as a miss rather than trusting an entry from the future', async () => {
    const { clock, sessions } = listening();
    await read(sessions, 'token-a', session('s1', 'u1'));
    clock.set(new Date(T0.getTime() - 1));
    expect(sessions.peek('token-a')).toBeUndefined();
  });

  it("forgets one session, or every session of a user, and leaves other users' entries alone", async () => {
    const { caches, sessions } = listening();
    await read(sessions, 'token-a', session('s1', 'u1'));
    await read(sessions, 'token-b', session('s2', 'u1'));
    await read(sessions, 'token-c', session('s3', 'u2'));
    caches.onNotification('session_changes', 'session:s1');
    expect(sessions.peek('token-a')).toBeUndefined();
    expect(sessions.peek('token-b')?.sessionId).toBe('s2');
    caches.apply({ topic: 'user', key: 'u1' });
    expect(sessions.peek('token-b')).toBeUndefined();
    expect(sessions.peek('token-c')?.sessionId).toBe('s3');
  });

  it('does not cache a row read before a forget (a request racing a revocation cannot bring the session back)', async () => {
    const { caches, sessions } = listening();
    let settle!: (value: CachedSession) => void;
    const racing = sessions.get('token-a', () => new Promise<CachedSession>((resolve) => (settle = resolve)), 'token-a');
    // The revocation commits and forgets while the request is still reading the old row.
    caches.apply({ topic: 'user', key: 'u1' });
    settle(session('s1', 'u1'));
    expect((await racing)?.sessionId).toBe('s1');
    expect(sessions.peek('token-a')).toBeUndefined();
    // A read that starts after the forget is cached as usual.
    await read(sessions, 'token-a', session('s1', 'u1'));
    expect(sessions.peek('token-a')?.sessionId).toBe('s1');
  });

  it('holds at most 50,000 entries, dropping the oldest first', async () => {
    const { sessions } = listening();
    for (let index = 0; index <= 50_000; index += 1) await read(sessions, `token-${index}`, session(`s${index}`, `u${index}`));
    expect(sessions.size).toBe(50_000);
    expect(sessions.peek('token-0')).toBeUndefined();
    expect(sessions.peek('token-1')?.sessionId).toBe('s1');
    expect(sessions.peek('token-50000')?.sessionId).toBe('s50000');
  });

  it('serves and keeps nothing until its listener connects, and forgets everything when the listener is lost', async () => {
    const caches = new ServerCaches(new ManualClock(T0));
    const sessions = caches.of(USER_SESSIONS);
    await read(sessions, 'token-a', session('s1', 'u1'));
    expect(sessions.peek('token-a')).toBeUndefined();
    caches.resume();
    await read(sessions, 'token-a', session('s1', 'u1'));
    expect(sessions.peek('token-a')?.sessionId).toBe('s1');
    let settle!: (value: CachedSession) => void;
    const racing = sessions.get('token-b', () => new Promise<CachedSession>((resolve) => (settle = resolve)), 'token-b');
    caches.suspend();
    expect(sessions.size).toBe(0);
    await read(sessions, 'token-c', session('s3', 'u3'));
    expect(sessions.peek('token-c')).toBeUndefined();
    caches.resume();
    // A row read before the listener was lost is not kept after it is back either.
    settle(session('s2', 'u2'));
    await racing;
    expect(sessions.peek('token-b')).toBeUndefined();
  });

  it('keeps no token that matched no session, so unknown tokens cannot fill it', async () => {
    const { sessions } = listening();
    for (let index = 0; index < 100; index += 1) await read(sessions, `unknown-${index}`, null);
    expect(sessions.size).toBe(0);
  });
});
