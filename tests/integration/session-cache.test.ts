import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../../server/modules/auth/session-cache';
import { createTestServer, type TestServer } from './harness';

/**
 * Signed-in requests resolve their session from the server's cache (decision 007). These tests
 * use each token first, so the session is cached, and then check that every revocation made
 * through the server still takes effect on the very next request.
 */
let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());

function me(token: string, server = t) {
  return server.request('public', { method: 'GET', url: '/api/auth/me', token });
}

async function expectCachedSession(token: string, server = t) {
  expect((await me(token, server)).statusCode).toBe(200);
  expect((await me(token, server)).statusCode).toBe(200);
}

describe('revocation reaches cached sessions at once', () => {
  it('sign-out: the token that was just used is refused on the next request', async () => {
    const user = await t.createUser();
    await expectCachedSession(user.token);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/logout', token: user.token })).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('sign-out everywhere: every other session of the user is refused, other users are not', async () => {
    const user = await t.createUser();
    const second = (await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).json().token as string;
    const other = await t.createUser();
    await expectCachedSession(user.token);
    await expectCachedSession(second);
    await expectCachedSession(other.token);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/logout-all', token: user.token })).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('an admin block on the admin origin refuses the cached session on the public origin', async () => {
    const user = await t.createUser();
    await expectCachedSession(user.token);
    const blocked = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin });
    expect(blocked.json().isBlocked).toBe(true);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload: { amount: 30, email: user.email } })).statusCode).toBe(401);
  });

  it('a password reset ends the cached sessions', async () => {
    const user = await t.createUser();
    await expectCachedSession(user.token);
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    const reset = await t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token: await t.linkTokenFor(user.email, 'reset-password'), password: 'a-brand-new-password-42' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('verifying the e-mail lets a cached session earn on its next request', async () => {
    const created = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: 'CACHEDVERIFY', amount: 3 } });
    expect(created.statusCode).toBe(201);
    const user = await t.createUser({ verified: false });
    const refused = await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'CACHEDVERIFY' } });
    expect(refused.statusCode).toBe(403);
    expect((await me(user.token)).json().emailVerified).toBe(false);
    const verified = await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(user.email, 'verify-email') } });
    expect(verified.statusCode).toBe(200);
    const redeemed = await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'CACHEDVERIFY' } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ amount: 3, newBalance: 3 });
  });

  it('an expired session is refused even while it is cached', async () => {
    const user = await t.createUser();
    await expectCachedSession(user.token);
    const [row] = await t.server.orm.em.fork().getConnection().execute<Array<{ expires_at: string }>>(
      `select s.expires_at from sessions s join users u on u.id = s.user_id where u.email = ?`,
      [user.email],
    );
    const expiresAt = new Date(row!.expires_at);
    // Within the cache's TTL of the last request, but past the session's own expiry.
    t.clock.set(new Date(expiresAt.getTime() + 1));
    expect((await me(user.token)).statusCode).toBe(401);
  });
});

describe('a change made outside this server (another process on the same database)', () => {
  it('takes effect here within SESSION_CACHE_TTL_MS, and at once for a session this server has not cached', async () => {
    const other = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
    try {
      admin = await t.adminToken();
      const cachedHere = await t.createUser();
      const notCachedHere = await t.createUser();
      await expectCachedSession(cachedHere.token);
      expect((await other.request('public', { method: 'POST', url: '/api/auth/logout', token: cachedHere.token })).statusCode).toBe(200);
      expect((await other.request('public', { method: 'POST', url: '/api/auth/logout', token: notCachedHere.token })).statusCode).toBe(200);
      expect((await me(notCachedHere.token)).statusCode).toBe(401);
      // This server has not heard of the sign-out made by the other one: its cached entry stands…
      expect((await me(cachedHere.token)).statusCode).toBe(200);
      // …until the entry is SESSION_CACHE_TTL_MS old.
      t.clock.advance(SESSION_CACHE_TTL_MS);
      expect((await me(cachedHere.token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
