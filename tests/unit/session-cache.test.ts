import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache, type CachedSession } from '../../server/modules/auth/session-cache';

const T0 = new Date('2026-11-22T10:00:00.000Z');

function at(offsetMs: number): Date {
  return new Date(T0.getTime() + offsetMs);
}

function session(sessionId: string, userId: string): CachedSession {
  return {
    sessionId,
    userId,
    lastUsedAt: T0,
    expiresAt: at(30 * 24 * 3600 * 1000),
    name: 'Asha',
    email: 'asha@example.com',
    emailVerifiedAt: T0,
    createdAt: T0,
    locale: 'en',
  };
}

/** A cache whose changes are heard (its listener connected). */
function listeningCache(): SessionCache {
  const cache = new SessionCache();
  cache.resume();
  return cache;
}

describe('SessionCache', () => {
  it('answers a cached session until the TTL has passed, then forgets it', () => {
    const cache = listeningCache();
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    expect(cache.get('hash-a', at(SESSION_CACHE_TTL_MS - 1))?.sessionId).toBe('s1');
    expect(cache.get('hash-a', at(SESSION_CACHE_TTL_MS))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('treats a clock that moved backwards as a miss rather than trusting an entry from the future', () => {
    const cache = listeningCache();
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    expect(cache.get('hash-a', at(-1))).toBeNull();
  });

  it("forgets one session, or every session of a user, and leaves other users' entries alone", () => {
    const cache = listeningCache();
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    cache.set('token-b', 'hash-b', session('s2', 'u1'), T0, cache.epoch);
    cache.set('token-c', 'hash-c', session('s3', 'u2'), T0, cache.epoch);
    cache.forgetSession('s1');
    expect(cache.get('hash-a', T0)).toBeNull();
    expect(cache.get('hash-b', T0)?.sessionId).toBe('s2');
    cache.forgetUser('u1');
    expect(cache.get('hash-b', T0)).toBeNull();
    expect(cache.get('hash-c', T0)?.sessionId).toBe('s3');
  });

  it('does not cache a row read before a forget (a request racing a revocation cannot bring the session back)', () => {
    const cache = listeningCache();
    const epochBeforeRead = cache.epoch;
    // The revocation commits and forgets while the request is still reading the old row.
    cache.forgetUser('u1');
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, epochBeforeRead);
    expect(cache.get('hash-a', T0)).toBeNull();
    // A read that starts after the forget is cached as usual.
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    expect(cache.get('hash-a', T0)?.sessionId).toBe('s1');
  });

  it('holds at most 50,000 entries, dropping the oldest first', () => {
    const cache = listeningCache();
    for (let index = 0; index <= 50_000; index += 1) cache.set(`token-${index}`, `hash-${index}`, session(`s${index}`, `u${index}`), T0, cache.epoch);
    expect(cache.size).toBe(50_000);
    expect(cache.get('hash-0', T0)).toBeNull();
    expect(cache.get('hash-1', T0)?.sessionId).toBe('s1');
    expect(cache.get('hash-50000', T0)?.sessionId).toBe('s50000');
  });

  it('serves and keeps nothing until its listener connects, and forgets everything when the listener is lost', () => {
    const cache = new SessionCache();
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    expect(cache.get('hash-a', T0)).toBeNull();
    cache.resume();
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    expect(cache.get('hash-a', T0)?.sessionId).toBe('s1');
    const epochBeforeRead = cache.epoch;
    cache.suspend();
    expect(cache.size).toBe(0);
    cache.set('token-b', 'hash-b', session('s2', 'u2'), T0, cache.epoch);
    expect(cache.get('hash-b', T0)).toBeNull();
    cache.resume();
    // A row read while suspended is not kept after the listener is back either.
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, epochBeforeRead);
    expect(cache.get('hash-a', T0)).toBeNull();
  });

  it('knows the hash of a token exactly while that token’s session is held', () => {
    const cache = listeningCache();
    expect(cache.knownTokenHash('token-a')).toBeUndefined();
    cache.set('token-a', 'hash-a', session('s1', 'u1'), T0, cache.epoch);
    cache.set('token-b', 'hash-b', session('s2', 'u2'), T0, cache.epoch);
    expect(cache.knownTokenHash('token-a')).toBe('hash-a');
    // Forgotten by revocation, by age, or with everything: unknown from then on.
    cache.forgetSession('s1');
    expect(cache.knownTokenHash('token-a')).toBeUndefined();
    expect(cache.knownTokenHash('token-b')).toBe('hash-b');
    expect(cache.get('hash-b', at(SESSION_CACHE_TTL_MS))).toBeNull();
    expect(cache.knownTokenHash('token-b')).toBeUndefined();
    cache.set('token-c', 'hash-c', session('s3', 'u3'), T0, cache.epoch);
    cache.suspend();
    expect(cache.knownTokenHash('token-c')).toBeUndefined();
  });
});
