import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_APPLICATION_NAME } from '../../db/application-name';
import { createTestServer, sqlByHand, type TestServer } from './harness';

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

/**
 * Waits until a request is refused, for at most a second. Each attempt is a real request: the
 * refusal comes when the other server's cache hears the database's notification.
 */
async function refusedWithinOneSecond(token: string, server: TestServer): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 1_000) {
    if ((await me(token, server)).statusCode === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session still worked on the other server a second after it was revoked');
}

describe('a change made by another server process on the same database reaches this one within a second', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
  });
  afterAll(() => other.close());

  it('sign-out, sign-out everywhere, password reset and block on the other server; a hand-made SQL change', async () => {
    admin = await t.adminToken();
    const signedOut = await t.createUser();
    const everywhere = await t.createUser();
    const reset = await t.createUser();
    const blocked = await t.createUser();
    const byHand = await t.createUser();
    const untouched = await t.createUser();
    for (const user of [signedOut, everywhere, reset, blocked, byHand, untouched]) await expectCachedSession(user.token);

    expect((await other.request('public', { method: 'POST', url: '/api/auth/logout', token: signedOut.token })).statusCode).toBe(200);
    await refusedWithinOneSecond(signedOut.token, t);

    expect((await other.request('public', { method: 'POST', url: '/api/auth/logout-all', token: everywhere.token })).statusCode).toBe(200);
    await refusedWithinOneSecond(everywhere.token, t);

    expect((await other.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: reset.email } })).statusCode).toBe(200);
    const resetToken = await other.linkTokenFor(reset.email, 'reset-password');
    expect((await other.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, password: 'a-brand-new-password' } })).statusCode).toBe(200);
    await refusedWithinOneSecond(reset.token, t);

    const otherAdmin = await other.adminToken();
    expect((await other.request('admin', { method: 'PUT', url: `/api/admin/users/${blocked.id}/toggle-block`, token: otherAdmin })).statusCode).toBe(200);
    await refusedWithinOneSecond(blocked.token, t);

    await sqlByHand(t.databaseUrl, `delete from sessions where user_id = $1`, [byHand.id]);
    await refusedWithinOneSecond(byHand.token, t);

    // Account settings (issue 30): a password change or "sign out everywhere else" on the other server ends this server's cached sessions, not the asking one.
    for (const [path, input] of [
      ['auth.changePassword', { currentPassword: 'a-good-password', newPassword: 'a-changed-password' }],
      ['auth.signOutOthers', undefined],
    ] as const) {
      const person = await t.createUser({ password: 'a-good-password' });
      const asking = (await other.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: 'a-good-password' } })).json().token as string;
      await expectCachedSession(person.token);
      expect((await other.trpcMutation('public', path, input, { token: asking })).statusCode).toBe(200);
      await refusedWithinOneSecond(person.token, t);
      expect((await me(asking, t)).statusCode).toBe(200);
    }

    expect((await me(untouched.token)).statusCode).toBe(200);
  });

  it("an admin ending one of a user's sessions, or all of them, on the other server (issue 31)", async () => {
    const otherAdmin = await other.adminToken();
    const person = await t.createUser();
    const second = (await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } })).json().token as string;
    const third = (await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } })).json().token as string;
    for (const token of [person.token, second, third]) await expectCachedSession(token);
    const sessions = (await other.trpcQuery('admin', 'users.sessions', { id: person.id, page: 1, pageSize: 20 }, { token: otherAdmin })).json().result.data.json.items as Array<{ id: string }>;
    expect(sessions).toHaveLength(3);
    const [row] = await sqlByHand<{ id: string }>(t.databaseUrl, `select id from sessions where user_id = $1 order by created_at, id limit 1`, [person.id]);
    expect((await other.trpcMutation('admin', 'users.endSession', { id: person.id, sessionId: row!.id }, { token: otherAdmin })).statusCode).toBe(200);
    const remaining = await sqlByHand<{ id: string }>(t.databaseUrl, `select id from sessions where user_id = $1`, [person.id]);
    expect(remaining).toHaveLength(2);
    expect((await other.trpcMutation('admin', 'users.endAllSessions', { id: person.id }, { token: otherAdmin })).json().result.data.json).toEqual({ ended: 2 });
    for (const token of [person.token, second, third]) await refusedWithinOneSecond(token, t);
  });

  it("a sign-out or block committed by a server that died before announcing it is still refused everywhere", async () => {
    const signedOut = await t.createUser();
    const blocked = await t.createUser();
    for (const user of [signedOut, blocked]) await expectCachedSession(user.token);
    // The statements the server runs, on a connection named as the server's, with no announcement after them.
    const asTheServer = `${t.databaseUrl}${t.databaseUrl.includes('?') ? '&' : '?'}application_name=${SERVER_APPLICATION_NAME}`;
    await sqlByHand(asTheServer, `delete from sessions where user_id = $1`, [signedOut.id]);
    await refusedWithinOneSecond(signedOut.token, t);
    await sqlByHand(asTheServer, `update users set is_blocked = true where id = $1`, [blocked.id]);
    await refusedWithinOneSecond(blocked.token, t);
  });

  it('while a listener has lost its connection nothing stale is served, and it listens again by itself', async () => {
    const user = await t.createUser();
    await expectCachedSession(user.token);
    const connection = t.server.orm.em.fork().getConnection();
    const listeners = await connection.execute<Array<{ pid: number }>>(`select pid from pg_stat_activity where datname = current_database() and query like 'listen session_changes%'`);
    expect(listeners.length).toBeGreaterThanOrEqual(2);
    await connection.execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen session_changes%'`);
    // A sign-out made while nobody listens is still refused at once: a suspended cache serves nothing.
    expect((await other.request('public', { method: 'POST', url: '/api/auth/logout', token: user.token })).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    const deadline = Date.now() + 10_000;
    // Reconnection is an event in another connection: wait for it to show in pg_stat_activity.
    while ((await connection.execute<Array<{ pid: number }>>(`select pid from pg_stat_activity where datname = current_database() and query like 'listen session_changes%'`)).length < 2) {
      if (Date.now() > deadline) throw new Error('the listeners did not reconnect within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const again = await t.createUser();
    await expectCachedSession(again.token);
    expect((await other.request('public', { method: 'POST', url: '/api/auth/logout', token: again.token })).statusCode).toBe(200);
    await refusedWithinOneSecond(again.token, t);
  });
});
