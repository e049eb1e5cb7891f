import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../db/entities';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectClean } from './assertions';
import { cookieFrom, createTestServer, PUBLIC_URL, trpcData, trpcError, type TestServer } from './harness';

/** Issue 30: sign-up signs in; account settings (name, e-mail, password, sessions); decision 040. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;
const browser = { origin: PUBLIC_URL, 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };

const me = (token: string) => t.request('public', { method: 'GET', url: '/api/auth/me', token });
const call = (path: string, token: string, input?: unknown) => t.trpcMutation('public', path, input, { token });
const refusal = (response: Awaited<ReturnType<typeof me>>) => trpcError(response).data.appCode;
const signIn = async (email: string, password: string) => (await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;

describe('sign-up signs you in', () => {
  it('the browser gets the session cookie and the signed-in user; earning still waits for the verified address', async () => {
    const email = uniqueEmail('joined');
    const response = await t.trpcMutation('public', 'auth.register', { name: 'Meera', email, password: 'a-good-password', ageConfirmed: true }, { headers: browser });
    expectClean(response);
    expect(trpcData(response)).toMatchObject({ message: expect.stringMatching(/signed in/), user: { name: 'Meera', email, emailVerified: false } });
    expect(trpcData(response)).not.toHaveProperty('token');
    const cookie = cookieFrom(response, 'sid');
    const session = await t.trpcQuery('public', 'auth.session', undefined, { cookie });
    expect(trpcData(session)).toMatchObject({ email, emailVerified: false });
    // Earning is gated exactly as before: a verified-only procedure refuses until the link is opened.
    const claim = await t.trpcMutation('public', 'promo.redeem', { code: 'ANYCODE1' }, { cookie, headers: { origin: PUBLIC_URL } });
    expect(refusal(claim)).toBe('auth.email-not-verified');
    // The sessions list knows the device it was made on.
    const list = trpcData(await t.trpcQuery('public', 'auth.sessions', undefined, { cookie }));
    expect(list).toEqual([expect.objectContaining({ current: true, browser: 'Chrome', os: 'Android' })]);
  });

  it('an API client gets a bearer token that works at once; a taken address is refused as before, with no session', async () => {
    const email = uniqueEmail('api');
    const response = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Api', email, password: 'a-good-password', ageConfirmed: true } });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'token']);
    expect((await me(response.json().token)).json()).toMatchObject({ email, emailVerified: false });

    const again = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Other', email, password: 'another-password', ageConfirmed: true } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this e-mail already exists', code: 'auth.email-taken' });
    expect(again.headers['set-cookie'] ?? '').not.toMatch(/sid=/);
  });
});

describe('change name', () => {
  it('uses sign-up\'s rule and every session shows the new name at once', async () => {
    const user = await t.createUser({ name: 'Old Name' });
    expect((await me(user.token)).json().name).toBe('Old Name');
    expect(trpcData(await call('auth.changeName', user.token, { name: '  New Name  ' }))).toEqual({ message: 'Your name is changed' });
    expect((await me(user.token)).json().name).toBe('New Name');
    const tooLong = await call('auth.changeName', user.token, { name: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect((await me(user.token)).json().name).toBe('New Name');
  });
});

describe('change e-mail', () => {
  it('the link to the new address changes it (verified); the old address is told twice and the new one never sees it', async () => {
    const user = await t.createUser({ verified: false });
    const newEmail = uniqueEmail('moved');
    // Each mail a second apart, so "the latest mail" is the one this step sent (the clock is the test's).
    t.clock.advance(SECOND_MS);
    const asked = await call('auth.requestEmailChange', user.token, { newEmail: newEmail.toUpperCase(), currentPassword: user.password });
    expect(trpcData(asked)).toEqual({ message: 'We sent a link to the new address. Your e-mail changes when you open it.' });
    // Nothing changes until the link is opened.
    expect((await me(user.token)).json().email).toBe(user.email);

    const confirmMail = await t.latestMailTo(newEmail);
    expect(confirmMail?.subject).toBe('Confirm your new e-mail address');
    expect(`${confirmMail?.text}${confirmMail?.html}`).not.toContain(user.email);
    const notice = await t.latestMailTo(user.email);
    expect(notice?.subject).toBe('A change of your e-mail address was asked');
    expect(notice?.text).toContain(newEmail);

    const token = await t.linkTokenFor(newEmail, 'confirm-email');
    t.clock.advance(SECOND_MS);
    const confirmed = await t.trpcMutation('public', 'auth.confirmEmailChange', { token });
    expect(trpcData(confirmed)).toEqual({ message: 'Your e-mail address is changed' });
    expect(confirmed.body).not.toContain(user.email);
    // The session sees the new, verified address at once; sign-in works with it, not the old one.
    expect((await me(user.token)).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await t.latestMailTo(user.email))?.subject).toBe('Your e-mail address was changed');
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: user.password } })).statusCode).toBe(200);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);

    // A used link is refused.
    expect(refusal(await t.trpcMutation('public', 'auth.confirmEmailChange', { token }))).toBe('auth.email-change-link-invalid');
  });

  it('refuses a wrong password, the same address, and an address another account uses with sign-up\'s words', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    expect(refusal(await call('auth.requestEmailChange', user.token, { newEmail: uniqueEmail('x'), currentPassword: 'not-my-password' }))).toBe('auth.current-password-wrong');
    expect(refusal(await call('auth.requestEmailChange', user.token, { newEmail: user.email, currentPassword: user.password }))).toBe('auth.email-unchanged');
    const taken = await call('auth.requestEmailChange', user.token, { newEmail: other.email, currentPassword: user.password });
    expect(refusal(taken)).toBe('auth.email-taken');
    expect(trpcError(taken).message).toBe('An account with this e-mail already exists');
    expect(await t.latestMailTo(other.email)).toMatchObject({ subject: 'Verify your e-mail address' });
  });

  it('an expired link, a link superseded by a newer request and an address taken meanwhile are refused', async () => {
    const user = await t.createUser();
    const late = uniqueEmail('late');
    await call('auth.requestEmailChange', user.token, { newEmail: late, currentPassword: user.password });
    const expired = await t.linkTokenFor(late, 'confirm-email');
    t.clock.advance(DAY_MS + MINUTE_MS);
    expect(refusal(await t.trpcMutation('public', 'auth.confirmEmailChange', { token: expired }))).toBe('auth.email-change-link-invalid');

    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await call('auth.requestEmailChange', user.token, { newEmail: first, currentPassword: user.password });
    const superseded = await t.linkTokenFor(first, 'confirm-email');
    await call('auth.requestEmailChange', user.token, { newEmail: second, currentPassword: user.password });
    expect(refusal(await t.trpcMutation('public', 'auth.confirmEmailChange', { token: superseded }))).toBe('auth.email-change-link-invalid');

    // Someone signs up with the asked-for address before the link is opened.
    const pending = await t.linkTokenFor(second, 'confirm-email');
    await t.createUser({ email: second });
    expect(refusal(await t.trpcMutation('public', 'auth.confirmEmailChange', { token: pending }))).toBe('auth.email-taken');
    expect((await me(user.token)).json().email).toBe(user.email);
  });
});

describe('change password', () => {
  it('needs the current password; every other session ends at once, this one stays, and the address is told', async () => {
    const user = await t.createUser();
    const phone = await signIn(user.email, user.password);
    // Both sessions used first, so they are cached (decision 007).
    for (const token of [user.token, phone]) for (let i = 0; i < 2; i += 1) expect((await me(token)).statusCode).toBe(200);

    expect(refusal(await call('auth.changePassword', user.token, { currentPassword: 'wrong-password', newPassword: 'a-newer-password' }))).toBe('auth.current-password-wrong');
    expect((await me(phone)).statusCode).toBe(200);

    t.clock.advance(SECOND_MS);
    const changed = await call('auth.changePassword', user.token, { currentPassword: user.password, newPassword: 'a-newer-password' });
    expect(trpcData(changed)).toEqual({ message: 'Your password is changed. Every other device is signed out.', ended: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await t.latestMailTo(user.email))?.subject).toBe('Your password was changed');
    const row = await t.server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'a-newer-password' } })).statusCode).toBe(200);
  });

  it('a cookie session of the browser asking stays signed in', async () => {
    const user = await t.createUser();
    const signedIn = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { headers: browser });
    const cookie = cookieFrom(signedIn, 'sid');
    const changed = await t.trpcMutation('public', 'auth.changePassword', { currentPassword: user.password, newPassword: 'browser-new-password' }, { cookie, headers: browser });
    expect(trpcData(changed).ended).toBe(1);
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { cookie }))).toMatchObject({ email: user.email });
    expect((await me(user.token)).statusCode).toBe(401);
  });
});

describe('active sessions', () => {
  it('lists this device first; sign out everywhere else ends the others at once; one session can be ended, never another person\'s', async () => {
    const user = await t.createUser();
    // A second between sign-ins: the list orders the others by last use, and a clock standing still would tie them.
    t.clock.advance(SECOND_MS);
    const laptop = await signIn(user.email, user.password);
    t.clock.advance(SECOND_MS);
    const tablet = await signIn(user.email, user.password);
    for (const token of [laptop, tablet]) expect((await me(token)).statusCode).toBe(200);

    const list = trpcData<Array<{ id: string; current: boolean }>>(await t.trpcQuery('public', 'auth.sessions', undefined, { token: laptop }));
    expect(list.map((session) => session.current)).toEqual([true, false, false]);

    const stranger = await t.createUser();
    const tabletId = list[1]!.id; // the most recently used of the others
    expect(refusal(await call('auth.signOutSession', stranger.token, { id: tabletId }))).toBe('auth.session-not-found');
    expect(refusal(await call('auth.signOutSession', laptop, { id: list[0]!.id }))).toBe('auth.session-not-found');
    expect(trpcData(await call('auth.signOutSession', laptop, { id: tabletId }))).toEqual({ message: 'Signed out' });
    expect([(await me(user.token)).statusCode, (await me(tablet)).statusCode, (await me(laptop)).statusCode]).toEqual([200, 401, 200]);

    expect(trpcData(await call('auth.signOutOthers', laptop))).toEqual({ message: 'Signed out on every other device', ended: 1 });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect(trpcData(await t.trpcQuery('public', 'auth.sessions', undefined, { token: laptop }))).toHaveLength(1);
    expect((await me(stranger.token)).statusCode).toBe(200);
  });
});
