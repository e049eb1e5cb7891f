import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../db/entities';
import { HOUR_MS, SECOND_MS } from '../../server/clock';
import { ADMIN_INVITATION_LIFETIME_HOURS } from '#contract/admin-accounts/rules';
import { REFUSALS } from '#contract/errors';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { checkEveryResponse } from './assertions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_URL, cookieFrom, createTestServer, trpcData, trpcError, type TestServer, type TrpcOptions } from './harness';

/** Admin accounts managed on the admin site (issue 31, decision 051). */

const TOTP_STEP_MS = 30 * SECOND_MS;
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestServer;
let owner: { id: string; cookie: string };
/** The root admin (an owner without a second factor, as outside production); again after the clock jumps past a session's life. */
async function signInOwner() {
  const signedIn = await signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  owner = { id: trpcData(signedIn).admin.id, cookie: cookieFrom(signedIn, 'admin_sid') };
}
beforeAll(async () => {
  t = await createTestServer();
  await signInOwner();
});
afterAll(async () => {
  await t.close();
});
checkEveryResponse(() => t);

const as = (cookie: string, userAgent = CHROME_ON_LINUX): TrpcOptions => ({ cookie, headers: { origin: ADMIN_URL, 'user-agent': userAgent } });
const query = (path: string, input: unknown, options: TrpcOptions = {}) => t.trpcQuery('admin', path, input, options);
const mutate = (path: string, input: unknown, options: TrpcOptions = {}) => t.trpcMutation('admin', path, input, { ...options, headers: { origin: ADMIN_URL, ...options.headers } });
const signIn = (input: { email: string; password: string; otp?: string }, userAgent = CHROME_ON_LINUX) => mutate('adminAuth.signIn', input, { headers: { 'user-agent': userAgent } });

function codeNow(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
}

function expectRefusal(response: Awaited<ReturnType<typeof mutate>>, code: keyof typeof REFUSALS, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(trpcError(response).data.appCode).toBe(code);
}

let counter = 0;
const newEmail = (label: string) => `${label}-${++counter}@example.com`;

/** The token of the newest invitation mailed to an address, read from the mail as the invitee would. */
async function invitationToken(email: string): Promise<string> {
  const mail = await t.latestMailTo(email);
  const match = new RegExp(`${ADMIN_URL}/accept-invitation\\?token=([A-Za-z0-9_%-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

async function invite(email: string, role: string) {
  const response = await mutate('adminAccounts.invite', { email, role }, as(owner.cookie));
  expect(response.statusCode, response.body).toBe(200);
  return trpcData<{ id: string }>(response);
}

/** Enrols with the cookie of an accepted invitation (or a session); answers the secret, the recovery codes and the session cookie. */
async function enrol(cookie: string, userAgent = CHROME_ON_LINUX) {
  const begun = await mutate('adminAuth.twoFactor.beginEnrolment', undefined, as(cookie, userAgent));
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret } = trpcData<{ secret: string }>(begun);
  const confirmed = await mutate('adminAuth.twoFactor.confirmEnrolment', { code: codeNow(secret) }, as(cookie, userAgent));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The enrolment code's step is spent: later codes come from the next step.
  t.clock.advance(TOTP_STEP_MS);
  return { secret, recoveryCodes: trpcData<{ recoveryCodes: string[] }>(confirmed).recoveryCodes, cookie: cookieFrom(confirmed, 'admin_sid') };
}

/** An admin invited, accepted and enrolled, signed in once. */
async function invitedAdmin(role: string) {
  const email = newEmail(role);
  const password = `a-long-admin-password-${counter}`;
  await invite(email, role);
  const accepted = await mutate('adminAccounts.acceptInvitation', { token: await invitationToken(email), password });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const enrolled = await enrol(cookieFrom(accepted, 'admin_sid'));
  const session = trpcData(await query('adminAuth.session', undefined, as(enrolled.cookie)));
  return { ...enrolled, id: session.id as string, email, password };
}

async function auditOf(targetId: string) {
  return t.server.orm.em.fork().find(AuditEntry, { targetId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

async function listed(email: string) {
  const list = trpcData(await query('adminAccounts.list', undefined, as(owner.cookie)));
  return list.admins.find((admin: { email: string }) => admin.email === email);
}

describe('inviting an admin', () => {
  it('mails a single-use link to the admin site; the invitee sets a password and must enrol before any session opens', async () => {
    const email = newEmail('invitee');
    const invitation = await invite(email.toUpperCase(), 'support');
    const mail = await t.latestMailTo(email);
    expect(mail?.subject).toBe('You are invited to the Honest Rewards admin');
    expect(mail?.text).toContain(`${ADMIN_EMAIL} invited you to run Honest Rewards as an admin with the support role.`);
    expect(mail?.text).toContain(`The link works once, for ${ADMIN_INVITATION_LIFETIME_HOURS} hours.`);
    const token = await invitationToken(email);
    expect(trpcData(await query('adminAccounts.list', undefined, as(owner.cookie))).invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: invitation.id, email, role: 'support', expired: false })]),
    );

    expect(trpcData(await query('adminAccounts.invitation', { token }))).toMatchObject({ email, role: 'support' });
    const short = await mutate('adminAccounts.acceptInvitation', { token, password: 'too-short' });
    expect(short.statusCode).toBe(400);
    expect(trpcError(short).message).toBe('Password must be at least 12 characters');

    const password = 'a-long-invited-password';
    const accepted = await mutate('adminAccounts.acceptInvitation', { token, password });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(trpcData(accepted)).toEqual({ enrolmentRequired: true, email });
    const ticket = cookieFrom(accepted, 'admin_sid');
    // The ticket opens the enrolment only: no session, no admin procedure.
    expect(trpcData(await query('adminAuth.session', undefined, as(ticket)))).toBeNull();
    expect((await query('users.list', {}, as(ticket))).statusCode).toBe(401);
    // Single use.
    expectRefusal(await mutate('adminAccounts.acceptInvitation', { token, password }), 'admin-accounts.invitation-invalid', 400);
    expectRefusal(await query('adminAccounts.invitation', { token }), 'admin-accounts.invitation-invalid', 400);
    // Signing in with the password alone, before enrolling, leads to enrolment too (outside production as well).
    const signedIn = await signIn({ email, password });
    expect(trpcData(signedIn)).toEqual({ enrolmentRequired: true, email });

    const { cookie } = await enrol(cookieFrom(signedIn, 'admin_sid'));
    expect(trpcData(await query('adminAuth.session', undefined, as(cookie)))).toMatchObject({ email, role: 'support' });
    const admin = await listed(email);
    expect(admin).toMatchObject({ role: 'support', status: 'active', twoFactor: true, you: false });
    expect(admin.lastSignInAt).not.toBeNull();
    expect(trpcData(await query('adminAccounts.list', undefined, as(owner.cookie))).invitations.map((entry: { email: string }) => entry.email)).not.toContain(email);

    const inviteAudit = await auditOf(invitation.id);
    expect(inviteAudit.map((entry) => [entry.action, entry.admin?.id])).toEqual([['admin.invite', owner.id]]);
    expect(inviteAudit[0]!.after).toMatchObject({ email, role: 'support' });
    const adminAudit = await auditOf(admin.id);
    expect(adminAudit.map((entry) => entry.action).sort()).toEqual(['admin.invitation-accept', 'admin.sign-in', 'admin.two-factor-enable']);
    expect(adminAudit.find((entry) => entry.action === 'admin.invitation-accept')!.after).toMatchObject({ invitationId: invitation.id, invitedBy: owner.id, role: 'support' });
    // No secret is ever logged.
    const logged = JSON.stringify([...inviteAudit, ...adminAudit]);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(password);
  });

  it('expires after its lifetime, and inviting again replaces the earlier link', async () => {
    const email = newEmail('late');
    await invite(email, 'content');
    const first = await invitationToken(email);
    // The newer mail is the later one (the outbox orders by time).
    t.clock.advance(SECOND_MS);
    await invite(email, 'finance');
    const second = await invitationToken(email);
    expectRefusal(await query('adminAccounts.invitation', { token: first }), 'admin-accounts.invitation-invalid', 400);
    expect(trpcData(await query('adminAccounts.invitation', { token: second }))).toMatchObject({ role: 'finance' });

    t.clock.advance(ADMIN_INVITATION_LIFETIME_HOURS * HOUR_MS + SECOND_MS);
    await signInOwner();
    expect(trpcData(await query('adminAccounts.list', undefined, as(owner.cookie))).invitations).toEqual(expect.arrayContaining([expect.objectContaining({ email, expired: true })]));
    expectRefusal(await mutate('adminAccounts.acceptInvitation', { token: second, password: 'a-long-late-password' }), 'admin-accounts.invitation-invalid', 400);
  });

  it('refuses an address an admin already has, and a withdrawn invitation stops working', async () => {
    expectRefusal(await mutate('adminAccounts.invite', { email: ADMIN_EMAIL, role: 'support' }, as(owner.cookie)), 'admin-accounts.email-taken', 409);
    const email = newEmail('withdrawn');
    const { id } = await invite(email, 'support');
    const token = await invitationToken(email);
    expect((await mutate('adminAccounts.revokeInvitation', { id }, as(owner.cookie))).statusCode).toBe(200);
    expectRefusal(await mutate('adminAccounts.revokeInvitation', { id }, as(owner.cookie)), 'admin-accounts.invitation-not-found', 404);
    expectRefusal(await mutate('adminAccounts.acceptInvitation', { token, password: 'a-long-enough-password' }), 'admin-accounts.invitation-invalid', 400);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['admin.invite', 'admin.invitation-revoke']);
  });

  it('limits how often invitation links are tried from one address', async () => {
    const ip = '203.0.113.31';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.adminInvitationPerIp.limit; attempt += 1) {
      statuses.push((await t.trpcQuery('admin', 'adminAccounts.invitation', { token: `guess-${attempt}` }, { ip })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('roles and access', () => {
  it('refuses demoting or disabling the last active owner, and changing one\'s own account', async () => {
    expectRefusal(await mutate('adminAccounts.changeRole', { id: owner.id, role: 'support' }, as(owner.cookie)), 'admin-accounts.last-owner', 409);
    expectRefusal(await mutate('adminAccounts.disable', { id: owner.id }, as(owner.cookie)), 'admin-accounts.last-owner', 409);
    const second = await invitedAdmin('owner');
    // An invited admin cannot turn the second factor off, on any site.
    expect(trpcData(await query('adminAuth.twoFactor.status', undefined, as(second.cookie)))).toMatchObject({ enabled: true, required: true });
    expect((await mutate('adminAuth.twoFactor.disable', { code: codeNow(second.secret) }, as(second.cookie))).statusCode).toBe(403);
    // Now two owners: the refusal is about one's own account.
    expectRefusal(await mutate('adminAccounts.changeRole', { id: second.id, role: 'finance' }, as(second.cookie)), 'admin-accounts.own-account', 409);
    expectRefusal(await mutate('adminAccounts.disable', { id: second.id }, as(second.cookie)), 'admin-accounts.own-account', 409);
    // Another owner may demote them, after which the first is the last owner again.
    expect((await mutate('adminAccounts.changeRole', { id: second.id, role: 'finance' }, as(owner.cookie))).statusCode).toBe(200);
    expect(await listed(second.email)).toMatchObject({ role: 'finance' });
    const [change] = (await auditOf(second.id)).filter((entry) => entry.action === 'admin.role-change');
    expect(change).toMatchObject({ before: { role: 'owner' }, after: { role: 'finance' } });
    expect(change!.admin?.id).toBe(owner.id);
    // The new role holds from their next request: an owner's procedure is now refused.
    expectRefusal(await query('adminAccounts.list', undefined, as(second.cookie)), 'admin-auth.role-required', 403);
  });

  it('gives a non-owner 403 on every owner procedure, and their own account', async () => {
    const support = await invitedAdmin('support');
    const calls = [
      query('adminAccounts.list', undefined, as(support.cookie)),
      mutate('adminAccounts.invite', { email: newEmail('nope'), role: 'owner' }, as(support.cookie)),
      mutate('adminAccounts.revokeInvitation', { id: owner.id }, as(support.cookie)),
      mutate('adminAccounts.changeRole', { id: support.id, role: 'owner' }, as(support.cookie)),
      mutate('adminAccounts.disable', { id: owner.id }, as(support.cookie)),
      mutate('adminAccounts.enable', { id: owner.id }, as(support.cookie)),
    ];
    for (const response of await Promise.all(calls)) {
      expectRefusal(response, 'admin-auth.role-required', 403);
      expect(trpcError(response).message).toBe('This needs the owner role');
    }
    expect((await query('myAccount.sessions', undefined, as(support.cookie))).statusCode).toBe(200);
    expect(await listed(support.email)).toMatchObject({ role: 'support' });
  });
});

describe('disabling an admin', () => {
  it('ends their sessions at once on every process, refuses their sign-in, and can be undone', async () => {
    const finance = await invitedAdmin('finance');
    const other = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
    try {
      // A session in use on another process.
      expect(trpcData(await other.trpcQuery('admin', 'adminAuth.session', undefined, as(finance.cookie)))).toMatchObject({ email: finance.email });
      const disabled = await mutate('adminAccounts.disable', { id: finance.id }, as(owner.cookie));
      expect(trpcData(disabled)).toEqual({ sessionsEnded: 1 });
      expect(trpcData(await other.trpcQuery('admin', 'adminAuth.session', undefined, as(finance.cookie)))).toBeNull();
      expect((await other.trpcQuery('admin', 'myAccount.sessions', undefined, as(finance.cookie))).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    expect(await listed(finance.email)).toMatchObject({ status: 'disabled' });
    expectRefusal(await signIn({ email: finance.email, password: finance.password, otp: codeNow(finance.secret) }), 'admin-accounts.disabled', 403);
    // A wrong password says nothing about the account.
    expectRefusal(await signIn({ email: finance.email, password: 'not-the-password' }), 'admin-auth.invalid-credentials', 401);

    expect((await mutate('adminAccounts.enable', { id: finance.id }, as(owner.cookie))).statusCode).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
    const back = await signIn({ email: finance.email, password: finance.password, otp: codeNow(finance.secret) });
    expect(back.statusCode, back.body).toBe(200);
    const actions = (await auditOf(finance.id)).filter((entry) => entry.admin?.id === owner.id).map((entry) => [entry.action, entry.after]);
    expect(actions).toEqual([
      ['admin.disable', { disabled: true, sessionsEnded: 1 }],
      ['admin.enable', { disabled: false }],
    ]);
  });
});

describe('my account', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const admin = await invitedAdmin('content');
    t.clock.advance(TOTP_STEP_MS);
    const elsewhere = cookieFrom(await signIn({ email: admin.email, password: admin.password, otp: codeNow(admin.secret) }, FIREFOX_ON_WINDOWS), 'admin_sid');
    const newPassword = 'another-long-admin-password';
    expectRefusal(await mutate('myAccount.changePassword', { currentPassword: 'wrong-password', newPassword }, as(admin.cookie)), 'admin-accounts.current-password-wrong', 400);
    expect((await mutate('myAccount.changePassword', { currentPassword: admin.password, newPassword: 'short' }, as(admin.cookie))).statusCode).toBe(400);
    const changed = await mutate('myAccount.changePassword', { currentPassword: admin.password, newPassword }, as(admin.cookie));
    expect(trpcData(changed)).toEqual({ sessionsEnded: 1 });
    expect(trpcData(await query('adminAuth.session', undefined, as(elsewhere)))).toBeNull();
    expect(trpcData(await query('adminAuth.session', undefined, as(admin.cookie)))).toMatchObject({ email: admin.email });
    t.clock.advance(TOTP_STEP_MS);
    expectRefusal(await signIn({ email: admin.email, password: admin.password, otp: codeNow(admin.secret) }), 'admin-auth.invalid-credentials', 401);
    expect((await signIn({ email: admin.email, password: newPassword, otp: codeNow(admin.secret) })).statusCode).toBe(200);
    const entries = await auditOf(admin.id);
    expect(entries.find((entry) => entry.action === 'admin.password-change')?.after).toEqual({ sessionsEnded: 1 });
    expect(JSON.stringify(entries)).not.toContain(newPassword);
  });

  it('limits password change attempts per admin', async () => {
    const admin = await invitedAdmin('support');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.adminPasswordChangePerAdmin.limit; attempt += 1) {
      statuses.push((await mutate('myAccount.changePassword', { currentPassword: `wrong-${attempt}`, newPassword: 'a-new-long-password' }, as(admin.cookie))).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it('regenerates recovery codes with a current authenticator code: the old ones stop working, the new ones are shown once', async () => {
    const admin = await invitedAdmin('finance');
    expect((await mutate('myAccount.regenerateRecoveryCodes', { code: '000000' }, as(admin.cookie))).statusCode).toBe(400);
    expect((await mutate('myAccount.regenerateRecoveryCodes', { code: admin.recoveryCodes[0] }, as(admin.cookie))).statusCode).toBe(400);
    const regenerated = await mutate('myAccount.regenerateRecoveryCodes', { code: codeNow(admin.secret) }, as(admin.cookie));
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const { recoveryCodes } = trpcData<{ recoveryCodes: string[] }>(regenerated);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(admin.recoveryCodes[0]);
    expectRefusal(await signIn({ email: admin.email, password: admin.password, otp: admin.recoveryCodes[0] }), 'admin-auth.sign-in-code-invalid', 401);
    expect((await signIn({ email: admin.email, password: admin.password, otp: recoveryCodes[0] })).statusCode).toBe(200);
    const entry = (await auditOf(admin.id)).find((candidate) => candidate.action === 'admin.recovery-codes-regenerate');
    expect(entry?.after).toEqual({ recoveryCodes: 10 });
    expect(JSON.stringify(await auditOf(admin.id))).not.toContain(recoveryCodes[1]);
  });

  it('lists the own sessions by browser and ends one or all others', async () => {
    const admin = await invitedAdmin('support');
    const second = cookieFrom(await signIn({ email: admin.email, password: admin.password, otp: admin.recoveryCodes[0] }, FIREFOX_ON_WINDOWS), 'admin_sid');
    const third = cookieFrom(await signIn({ email: admin.email, password: admin.password, otp: admin.recoveryCodes[1] }, FIREFOX_ON_WINDOWS), 'admin_sid');
    const sessions = trpcData<Array<{ id: string; current: boolean; browser: string | null; os: string | null }>>(await query('myAccount.sessions', undefined, as(admin.cookie)));
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Linux' });
    expect(sessions.slice(1).map((session) => [session.current, session.browser, session.os])).toEqual([
      [false, 'Firefox', 'Windows'],
      [false, 'Firefox', 'Windows'],
    ]);
    const secondId = trpcData<Array<{ id: string; current: boolean }>>(await query('myAccount.sessions', undefined, as(second))).find((session) => session.current)!.id;
    expect((await mutate('myAccount.endSession', { id: secondId }, as(admin.cookie))).statusCode).toBe(200);
    expect(trpcData(await query('adminAuth.session', undefined, as(second)))).toBeNull();
    expectRefusal(await mutate('myAccount.endSession', { id: secondId }, as(admin.cookie)), 'admin-accounts.session-not-found', 404);
    // Another admin's session answers as an ended one.
    const ownerSessionId = trpcData<Array<{ id: string; current: boolean }>>(await query('myAccount.sessions', undefined, as(owner.cookie))).find((session) => session.current)!.id;
    expectRefusal(await mutate('myAccount.endSession', { id: ownerSessionId }, as(admin.cookie)), 'admin-accounts.session-not-found', 404);

    expect(trpcData(await mutate('myAccount.endOtherSessions', undefined, as(admin.cookie)))).toEqual({ sessionsEnded: 1 });
    expect(trpcData(await query('adminAuth.session', undefined, as(third)))).toBeNull();
    expect(trpcData(await query('myAccount.sessions', undefined, as(admin.cookie)))).toHaveLength(1);
    const actions = (await auditOf(admin.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.session-end', 'admin.sessions-end-others']));
  });
});
