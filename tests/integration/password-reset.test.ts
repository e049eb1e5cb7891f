import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail, Session, User } from '../../db/entities';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { createTestServer, PUBLIC_URL, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const RESET_MESSAGE = 'If an account exists for this e-mail, we sent a link to reset the password';
const LINK_INVALID = 'This reset link is invalid or has expired';

function requestReset(email: string) {
  return t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
}
function reset(token: string, password: string) {
  return t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}
function login(email: string, password: string) {
  return t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email, password } });
}
async function mailCount(email: string) {
  return t.server.orm.em.fork().count(OutboxMail, { to: email.toLowerCase() });
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails a link only for the known one', async () => {
    const user = await t.createUser({ name: 'Meera' });
    const unknown = `nobody-${Date.now()}@example.com`;
    const mailsBefore = await t.server.orm.em.fork().count(OutboxMail, {});
    // The reset mail must be the newest one for this address (the verification mail came at sign-up).
    t.clock.advance(SECOND_MS);

    const known = await requestReset(user.email.toUpperCase());
    const missing = await requestReset(unknown);
    expectClean(known);
    expectClean(missing);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_MESSAGE });
    expect(missing.json()).toEqual(known.json());

    expect(await t.server.orm.em.fork().count(OutboxMail, {})).toBe(mailsBefore + 1);
    expect(await mailCount(unknown)).toBe(0);
    const mail = await t.latestMailTo(user.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('Hi Meera,');
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_%-]{20,}`));
    expect(mail?.text).toContain('expires in 1 hour');
  });

  it('changes the password, ends every session, and the link works once', async () => {
    const user = await t.createUser();
    const secondToken = (await login(user.email, user.password)).json().token as string;
    await requestReset(user.email);
    const token = await t.linkTokenFor(user.email, 'reset-password');

    const response = await reset(token, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed. Please sign in again.' });

    for (const old of [user.token, secondToken]) {
      expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me', token: old }), 401);
    }
    expect(await t.server.orm.em.fork().count(Session, { user: user.id })).toBe(0);
    expectRestError(await login(user.email, user.password), 401, 'Incorrect e-mail or password');
    const fresh = await login(user.email, 'brand-new-password');
    expect(fresh.statusCode).toBe(200);
    expect((await t.request('public', { method: 'GET', url: '/api/auth/me', token: fresh.json().token })).statusCode).toBe(200);

    // Single use: the same link cannot set yet another password.
    expectRestError(await reset(token, 'a-third-password'), 400, LINK_INVALID);
    expectRestError(await login(user.email, 'a-third-password'), 401);
    expect((await login(user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('links expire after 1 hour and change nothing', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await t.linkTokenFor(user.email, 'reset-password');
    t.clock.advance(HOUR_MS + MINUTE_MS);
    expectRestError(await reset(token, 'too-late-password'), 400, LINK_INVALID);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expectRestError(await login(user.email, 'too-late-password'), 401);
  });

  it('links still work just before the hour is up', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const token = await t.linkTokenFor(user.email, 'reset-password');
    t.clock.advance(HOUR_MS - MINUTE_MS);
    expect((await reset(token, 'just-in-time-pw')).statusCode).toBe(200);
    expect((await login(user.email, 'just-in-time-pw')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a verification token, and validates the new password', async () => {
    const user = await t.createUser({ verified: false });
    expectRestError(await reset('y'.repeat(43), 'valid-password'), 400, LINK_INVALID);
    expectRestError(await reset(await t.linkTokenFor(user.email, 'verify-email'), 'valid-password'), 400, LINK_INVALID);
    await requestReset(user.email);
    const token = await t.linkTokenFor(user.email, 'reset-password');
    expectRestError(await reset(token, 'short'), 400, 'Password must be at least 8 characters');
    expectRestError(await reset('', 'valid-password'), 400, 'Token is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token } }), 400, 'Password is required');
    // The failed attempts did not use the link up.
    expect((await reset(token, 'valid-password')).statusCode).toBe(200);
    // Whoever used the link controls the mailbox: the address counts as verified.
    expect((await t.server.orm.em.fork().findOneOrFail(User, { id: user.id })).emailVerifiedAt).not.toBeNull();
  });

  it('a blocked account gets the same answer and no mail', async () => {
    const user = await t.createUser();
    const admin = await t.adminToken();
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin })).json().isBlocked).toBe(true);
    const before = await mailCount(user.email);
    const response = await requestReset(user.email);
    expect(response.json()).toEqual({ message: RESET_MESSAGE });
    expect(await mailCount(user.email)).toBe(before);
  });

  it('using one reset link kills every older reset link of the account', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const older = await t.linkTokenFor(user.email, 'reset-password');
    t.clock.advance(1000);
    await requestReset(user.email);
    const newer = await t.linkTokenFor(user.email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'brand-new-password')).statusCode).toBe(200);
    const replay = await reset(older, 'attacker-password');
    expect(replay.statusCode).toBe(400);
    expect((await login(user.email, 'brand-new-password')).statusCode).toBe(200);
  });
});
