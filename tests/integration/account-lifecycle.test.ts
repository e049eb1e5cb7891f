import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, User } from '../../db/entities';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../server/clock';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { createTestServer, PUBLIC_URL, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

function register(body: Record<string, unknown>, ip?: string) {
  return t.request('public', { method: 'POST', url: '/api/auth/register', payload: body, ip });
}
function login(email: string, password: string) {
  return t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email, password } });
}
function me(token: string) {
  return t.request('public', { method: 'GET', url: '/api/auth/me', token });
}

describe('account life cycle over the REST API', () => {
  it('signs up, mails a verification link, verifies, signs in, reads /me and signs out', async () => {
    const email = uniqueEmail('life');
    const signUp = await register({ name: 'Priya Sharma', email, password: 'long-enough-pw', ageConfirmed: true });
    expectClean(signUp);
    expect(signUp.statusCode).toBe(201);
    // Sign-up signs in (issue 30): the answer carries a working bearer token.
    expect(signUp.json()).toEqual({ message: expect.stringMatching(/verify/i), token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) });
    expect((await me(signUp.json().token)).json()).toMatchObject({ email, emailVerified: false });

    const mail = await t.latestMailTo(email);
    expect(mail?.subject).toBe('Verify your e-mail address');
    expect(mail?.text).toContain('Hi Priya Sharma,');
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_%-]{20,}`));
    expect(mail?.html).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=/);

    // Not yet verified: sign-in works, but /me says so.
    const early = await login(email, 'long-enough-pw');
    expect(early.statusCode).toBe(200);
    expect((await me(early.json().token)).json().emailVerified).toBe(false);

    const verify = await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(email, 'verify-email') } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Your e-mail address is verified' });

    const signIn = await login(email, 'long-enough-pw');
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json();
    expect(Object.keys(signIn.json())).toEqual(['token']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const profile = await me(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      name: 'Priya Sharma',
      email,
      createdAt: t.clock.now().toISOString(),
      walletBalance: 0,
      // Offerwall credits waiting out their hold (issue 18): none yet.
      pendingRupees: 0,
      emailVerified: true,
    });

    const logout = await t.request('public', { method: 'POST', url: '/api/auth/logout', token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out' });
    expectRestError(await me(token), 401, 'Please sign in to continue');
    // Signing out twice with a dead token is refused too.
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/logout', token }), 401);
    // The other (earlier) session of this user is untouched by a single logout.
    expect((await me(early.json().token)).statusCode).toBe(200);
  });

  it('stores the e-mail lower-cased and trims the name', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
    const response = await register({ name: '  Ravi  ', email: email.toUpperCase(), password: 'long-enough-pw', ageConfirmed: true });
    expect(response.statusCode).toBe(201);
    const user = await t.server.orm.em.fork().findOneOrFail(User, { email: email.toLowerCase() });
    expect(user.name).toBe('Ravi');
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    // Sign-in works with any case of the address.
    expect((await login(email.toUpperCase(), 'long-enough-pw')).statusCode).toBe(200);
  });

  it('/me without a token, with a garbage token or a malformed header answers 401', async () => {
    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me' }), 401);
    expectRestError(await me('not-a-real-token'), 401);
    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic Zm9vOmJhcg==' } }), 401);
  });
});

describe('verification links', () => {
  it('work once: opened again it says the address is already verified (409), even after the link would have expired', async () => {
    const user = await t.createUser({ verified: false });
    const token = await t.linkTokenFor(user.email, 'verify-email');
    const first = await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(first.statusCode).toBe(200);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token } }), 409, 'Your e-mail address is already verified');
    t.clock.advance(DAY_MS + MINUTE_MS);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token } }), 409, 'Your e-mail address is already verified');
    // A token nobody was sent is still just invalid.
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: `${token}x` } }), 400, 'This verification link is invalid or has expired');
  });

  it('expire after 24 hours', async () => {
    const user = await t.createUser({ verified: false });
    const token = await t.linkTokenFor(user.email, 'verify-email');
    t.clock.advance(DAY_MS + MINUTE_MS);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token } }), 400, 'This verification link is invalid or has expired');
    const row = await t.server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('still work just before 24 hours', async () => {
    const user = await t.createUser({ verified: false });
    const token = await t.linkTokenFor(user.email, 'verify-email');
    t.clock.advance(DAY_MS - MINUTE_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const row = await t.server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(row.emailVerifiedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('refuse an unknown token and a reset token used as a verification token', async () => {
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: 'x'.repeat(43) } }), 400, 'This verification link is invalid or has expired');
    const user = await t.createUser({ verified: false });
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    const resetToken = await t.linkTokenFor(user.email, 'reset-password');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: resetToken } }), 400);
    expect((await t.server.orm.em.fork().findOneOrFail(User, { id: user.id })).emailVerifiedAt).toBeNull();
  });

  it('a concurrent double click verifies once and tells the others the address is already verified', async () => {
    const user = await t.createUser({ verified: false });
    const token = await t.linkTokenFor(user.email, 'verify-email');
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token } })));
    // The losers' UPDATE waits for the winner's row lock, so each then reads the committed verification.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the user and no one else’s', async () => {
    const alice = await t.createUser();
    const aliceSecond = (await login(alice.email, alice.password)).json().token as string;
    const aliceThird = (await login(alice.email, alice.password)).json().token as string;
    const bob = await t.createUser();

    const response = await t.request('public', { method: 'POST', url: '/api/auth/logout-all', token: alice.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out on every device' });

    for (const token of [alice.token, aliceSecond, aliceThird]) expectRestError(await me(token), 401);
    expect((await me(bob.token)).statusCode).toBe(200);
    expect(await t.server.orm.em.fork().count(Session, { user: alice.id })).toBe(0);
    expect(await t.server.orm.em.fork().count(Session, { user: bob.id })).toBe(1);

    // Signing in again works after signing out everywhere.
    expect((await me((await login(alice.email, alice.password)).json().token)).statusCode).toBe(200);
  });
});

describe('bearer session expiry', () => {
  it('a token unused for more than 30 days is refused; one used every 29 days stays valid', async () => {
    const idle = await t.createUser();
    const active = await t.createUser();
    for (let round = 0; round < 3; round += 1) {
      t.clock.advance(29 * DAY_MS);
      expect((await me(active.token)).statusCode).toBe(200);
    }
    // idle has now been unused for 87 days.
    expectRestError(await me(idle.token), 401);
    t.clock.advance(30 * DAY_MS + HOUR_MS);
    expectRestError(await me(active.token), 401);
  });
});

describe('no account enumeration', () => {
  it('wrong e-mail and wrong password answer the same 401 message', async () => {
    const user = await t.createUser();
    const unknownEmail = await login(uniqueEmail('nobody'), 'whatever-password');
    const wrongPassword = await login(user.email, 'not-the-password');
    const a = expectRestError(unknownEmail, 401, 'Incorrect e-mail or password');
    const b = expectRestError(wrongPassword, 401, 'Incorrect e-mail or password');
    expect(a).toBe(b);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('an unverified account with a wrong password answers the same message too', async () => {
    const user = await t.createUser({ verified: false });
    expectRestError(await login(user.email, 'not-the-password'), 401, 'Incorrect e-mail or password');
  });
});

describe('duplicate e-mail', () => {
  it('a second sign-up with the same address (any case) answers 409 and keeps the first account', async () => {
    const email = uniqueEmail('dup');
    expect((await register({ name: 'First', email, password: 'long-enough-pw', ageConfirmed: true })).statusCode).toBe(201);
    expectRestError(await register({ name: 'Second', email: email.toUpperCase(), password: 'other-password', ageConfirmed: true }), 409, 'An account with this e-mail already exists');
    const users = await t.server.orm.em.fork().find(User, { email });
    expect(users).toHaveLength(1);
    expect(users[0]?.name).toBe('First');
    expect((await login(email, 'long-enough-pw')).statusCode).toBe(200);
    expect((await login(email, 'other-password')).statusCode).toBe(401);
  });

  it('ten parallel sign-ups with one address: exactly one 201, nine 409, one row, one mail', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => register({ name: `Racer ${index}`, email, password: 'long-enough-pw', ageConfirmed: true })),
    );
    for (const answer of answers) expectClean(answer);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: 'An account with this e-mail already exists', code: 'auth.email-taken' });
    }
    expect(await t.server.orm.em.fork().count(User, { email })).toBe(1);
    const outbox = await t.request('admin', { method: 'GET', url: '/api/admin/outbox?pageSize=100', token: await t.adminToken() });
    expect(outbox.json().filter((mail: { to: string }) => mail.to === email)).toHaveLength(1);
  });
});
