import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin, AdminRecoveryCode, AdminSession, AuditEntry } from '../../db/entities';
import { MINUTE_MS, SECOND_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { createAdmin } from '../../server/modules/admin-auth/create-admin';
import { createAdminSession } from '../../server/modules/admin-auth/admin-sessions';
import { ENROLMENT_TICKET_LIFETIME_MS } from '../../server/modules/admin-auth/enrolment-tickets';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { runAdminCli } from './run-cli';
import { checkEveryResponse, expectRestError } from './assertions';
import { ADMIN_URL, createTestServer, trpcData, trpcError, type TestServer } from './harness';

const TOTP_STEP_MS = 30 * SECOND_MS;
const headers = { origin: ADMIN_URL };
const PRODUCTION_SECRET = 'q'.repeat(48);

let t: TestServer;
let prod: TestServer;
beforeAll(async () => {
  [t, prod] = await Promise.all([createTestServer(), createTestServer({ NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, SMTP_URL: 'smtp://mail.invalid:2525', REWARD_CODES_KEY: Buffer.alloc(32, 7).toString('base64') })]);
  await prod.server.jobs.stop();
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});
checkEveryResponse(() => t);
checkEveryResponse(() => prod);

let adminCounter = 0;
/** A fresh admin per test, so rate limits and accepted time steps of one test never meet another's. */
async function newAdmin(server: TestServer): Promise<{ email: string; password: string; id: string }> {
  adminCounter += 1;
  const email = `second-factor-${adminCounter}@example.com`;
  const password = `a-long-admin-password-${adminCounter}`;
  const deps = { em: server.server.orm.em.fork(), clock: server.clock, config: loadConfig({ NODE_ENV: 'test' }) };
  const admin = await createAdmin(deps, { email, password });
  return { email, password, id: admin.id };
}

/** What an authenticator app shows at the server's current (test) time, or `offsetSteps` steps away. */
function codeNow(server: TestServer, secret: string, offsetSteps = 0): string {
  return generateSync({ secret, epoch: Math.floor((server.clock.now().getTime() + offsetSteps * TOTP_STEP_MS) / 1000) });
}

function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const match = /admin_sid=([^;]*)/.exec(String(response.headers['set-cookie']));
  if (!match?.[1]) throw new Error('no admin_sid cookie set');
  return `admin_sid=${match[1]}`;
}

function restLogin(server: TestServer, body: Record<string, unknown>, ip?: string) {
  return server.request('admin', { method: 'POST', url: '/api/admin/login', payload: body, ip });
}

function trpcSignIn(server: TestServer, body: Record<string, unknown>, ip?: string) {
  return server.trpcMutation('admin', 'adminAuth.signIn', body, { headers, ip });
}

/** Enrols through the admin site's procedures with the given cookie (a session or a pending enrolment). */
async function enrol(server: TestServer, cookie: string): Promise<{ secret: string; recoveryCodes: string[]; confirmed: Awaited<ReturnType<TestServer['trpcMutation']>> }> {
  const begun = await server.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie, headers });
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret } = trpcData<{ secret: string }>(begun);
  const confirmed = await server.trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code: codeNow(server, secret) }, { cookie, headers });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: trpcData<{ recoveryCodes: string[] }>(confirmed).recoveryCodes, confirmed };
}

/** An admin with a second factor (outside production), signed in once to enrol. */
async function enrolledAdmin(server: TestServer) {
  const admin = await newAdmin(server);
  const cookie = cookieFrom(await trpcSignIn(server, { email: admin.email, password: admin.password }));
  const enrolled = await enrol(server, cookie);
  // The enrolment code's step is spent: later sign-ins in these tests start one step on.
  server.clock.advance(TOTP_STEP_MS);
  return { ...admin, ...enrolled, cookie };
}

async function auditActions(server: TestServer, adminId: string): Promise<string[]> {
  const entries = await server.server.orm.em.fork().find(AuditEntry, { targetType: 'admin', targetId: adminId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  // Sorted: entries written in one transaction share their time.
  return entries.map((entry) => entry.action).sort();
}

const usersList = (server: TestServer, auth: { token?: string; cookie?: string }) =>
  auth.token ? server.request('admin', { method: 'GET', url: '/api/admin/users', token: auth.token }) : server.trpcQuery('admin', 'users.list', {}, { cookie: auth.cookie });

describe('enrolment (optional outside production)', () => {
  it('shows a QR code and the secret, turns on with a first code, issues ten recovery codes and ends the other sessions', async () => {
    const admin = await newAdmin(t);
    const otherCookie = cookieFrom(await trpcSignIn(t, { email: admin.email, password: admin.password }));
    const cookie = cookieFrom(await trpcSignIn(t, { email: admin.email, password: admin.password }));
    expect(trpcData(await t.trpcQuery('admin', 'adminAuth.twoFactor.status', undefined, { cookie }))).toMatchObject({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const begun = await t.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie, headers });
    const view = trpcData<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>(begun);
    expect(view.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(view.otpauthUrl).toBe(`otpauth://totp/Honest%20Rewards%20admin:${encodeURIComponent(admin.email)}?secret=${view.secret}&issuer=Honest%20Rewards%20admin`);
    expect(view.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(view.qrCodeDataUrl.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Only sealed under APP_SECRET in the database: a dump alone does not give the codes.
    const stored = await t.server.orm.em.fork().findOneOrFail(Admin, { id: admin.id });
    expect(stored.totpPendingSecret).toMatch(/^v1\./);
    expect(stored.totpPendingSecret).not.toContain(view.secret);

    const wrong = await t.trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code: codeNow(t, view.secret, 5) }, { cookie, headers });
    expect(wrong.statusCode).toBe(400);
    expect(trpcError(wrong).message).toBe(ADMIN_MESSAGES.invalidCode);
    const malformed = await t.trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code: '12345' }, { cookie, headers });
    expect(malformed.statusCode).toBe(400);
    expect(trpcError(malformed).message).toBe(ADMIN_MESSAGES.totpCodeFormat);
    expect(trpcData(await t.trpcQuery('admin', 'adminAuth.twoFactor.status', undefined, { cookie }))).toMatchObject({ enabled: false });

    const confirmed = await t.trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code: codeNow(t, view.secret) }, { cookie, headers });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes, admin: signedIn } = trpcData<{ recoveryCodes: string[]; admin: unknown }>(confirmed);
    expect(signedIn).toBeNull(); // already signed in: the session goes on
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const hashes = (await t.server.orm.em.fork().find(AdminRecoveryCode, { admin: admin.id })).map((row) => row.codeHash);
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(hashes.join()).not.toContain(code.replace('-', ''));

    expect(trpcData(await t.trpcQuery('admin', 'adminAuth.twoFactor.status', undefined, { cookie }))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await usersList(t, { cookie })).statusCode).toBe(200);
    expect((await usersList(t, { cookie: otherCookie })).statusCode).toBe(401);
    const again = await t.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie, headers });
    expect(again.statusCode).toBe(409);
    expect(await auditActions(t, admin.id)).toEqual(['admin.sign-in', 'admin.sign-in', 'admin.two-factor-enable']);
  });

  it('refuses the enrolment procedures without a session', async () => {
    const begun = await t.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { headers });
    expect(begun.statusCode).toBe(401);
    expect(trpcError(begun).message).toBe(ADMIN_MESSAGES.enrolmentSignInRequired);
    const confirmed = await t.trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code: '123456' }, { cookie: 'admin_sid=forged', headers });
    expect(confirmed.statusCode).toBe(401);
  });
});

describe('sign-in with a second factor', () => {
  it('REST: the password alone is refused with a 401 asking for the code; a good code signs in, a wrong or replayed one is 401', async () => {
    const admin = await enrolledAdmin(t);
    const missing = await restLogin(t, { email: admin.email, password: admin.password });
    expectRestError(missing, 401, ADMIN_MESSAGES.codeRequired);
    expect(ADMIN_MESSAGES.codeRequired).not.toBe(ADMIN_MESSAGES.invalidCredentials);
    expectRestError(await restLogin(t, { email: admin.email, password: 'not-the-password', otp: codeNow(t, admin.secret) }), 401, ADMIN_MESSAGES.invalidCredentials);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret, 3) }), 401, ADMIN_MESSAGES.invalidCode);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: 'not a code' }), 400, `otp: ${ADMIN_MESSAGES.codeFormat}`);

    const code = codeNow(t, admin.secret);
    const good = await restLogin(t, { email: admin.email, password: admin.password, otp: code });
    expect(good.statusCode, good.body).toBe(200);
    expect((await usersList(t, { token: good.json().token })).statusCode).toBe(200);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: code }), 401, ADMIN_MESSAGES.codeReplayed);

    // A fresh rate-limit window (five code attempts per admin), then: a code used in one time step
    // stays spent in the next, where the one-step tolerance would still accept it; the new code works.
    t.clock.advance(RATE_LIMITS.adminSecondFactorPerAdmin.windowMs);
    const used = codeNow(t, admin.secret);
    expect((await restLogin(t, { email: admin.email, password: admin.password, otp: used })).statusCode).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: used }), 401, ADMIN_MESSAGES.codeReplayed);
    const next = codeNow(t, admin.secret);
    expect((await restLogin(t, { email: admin.email, password: admin.password, otp: next })).statusCode).toBe(200);
    // Three windows on, that code is simply too old.
    t.clock.advance(3 * TOTP_STEP_MS);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: next }), 401);
    expect((await restLogin(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret).replace(/^(\d{3})/, '$1 ') })).statusCode).toBe(200);
  });

  it('tRPC: a missing code has its own error code for the admin site; a good code sets the session cookie', async () => {
    const admin = await enrolledAdmin(t);
    const missing = await trpcSignIn(t, { email: admin.email, password: admin.password });
    expect(missing.statusCode).toBe(401);
    expect(trpcError(missing).data.appCode).toBe('admin-auth.code-required');
    expect(missing.headers['set-cookie']).toBeUndefined();
    const wrong = await trpcSignIn(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret, -4) });
    expect(trpcError(wrong).data.appCode).toBe('admin-auth.sign-in-code-invalid');
    const good = await trpcSignIn(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret) });
    expect(trpcData(good)).toEqual({ admin: { id: admin.id, email: admin.email, role: 'owner' } });
    expect((await usersList(t, { cookie: cookieFrom(good) })).statusCode).toBe(200);
    expect(await auditActions(t, admin.id)).toEqual(['admin.sign-in', 'admin.sign-in', 'admin.two-factor-enable']);
  });

  it('a recovery code signs in once, in any case and with or without its dash; its use is audited', async () => {
    const admin = await enrolledAdmin(t);
    const [first, second] = admin.recoveryCodes as [string, string];
    const used = await restLogin(t, { email: admin.email, password: admin.password, otp: first.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: first }), 401, ADMIN_MESSAGES.invalidCode);
    expect((await restLogin(t, { email: admin.email, password: admin.password, otp: second.replace('-', '') })).statusCode).toBe(200);
    const status = trpcData(await t.trpcQuery('admin', 'adminAuth.twoFactor.status', undefined, { token: used.json().token }));
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
    const uses = await t.server.orm.em.fork().find(AuditEntry, { action: 'admin.recovery-code-use', targetId: admin.id }, { orderBy: { createdAt: 'asc' } });
    expect(uses.map((entry) => entry.after)).toEqual([{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 8 }]);
    // Another admin's recovery code is no code for this one.
    const other = await enrolledAdmin(t);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: other.recoveryCodes[0] }), 401, ADMIN_MESSAGES.invalidCode);
  });

  it('the same code, or the same recovery code, sent twice at once signs in once', async () => {
    const admin = await enrolledAdmin(t);
    const body = { email: admin.email, password: admin.password };
    const code = codeNow(t, admin.secret);
    const totp = await Promise.all([restLogin(t, { ...body, otp: code }), restLogin(t, { ...body, otp: code })]);
    expect(totp.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const recovery = await Promise.all([restLogin(t, { ...body, otp: admin.recoveryCodes[0] }), restLogin(t, { ...body, otp: admin.recoveryCodes[0] })]);
    expect(recovery.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('rate limits the codes per admin (429 with Retry-After), counting only attempts with the right password', async () => {
    const admin = await enrolledAdmin(t);
    // The enrolment's code counted too: start from a fresh window.
    t.clock.advance(RATE_LIMITS.adminSecondFactorPerAdmin.windowMs);
    // Someone without the password cannot use up the admin's code attempts.
    for (let attempt = 0; attempt < RATE_LIMITS.adminSecondFactorPerAdmin.limit + 2; attempt += 1) {
      expectRestError(await restLogin(t, { email: admin.email, password: 'wrong-password-here', otp: '000000' }), 401, ADMIN_MESSAGES.invalidCredentials);
    }
    for (let attempt = 0; attempt < RATE_LIMITS.adminSecondFactorPerAdmin.limit; attempt += 1) {
      expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret, 4 + attempt) }), 401, ADMIN_MESSAGES.invalidCode);
    }
    const limited = await restLogin(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret) });
    expectRestError(limited, 429, /^Too many attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const viaRecovery = await restLogin(t, { email: admin.email, password: admin.password, otp: admin.recoveryCodes[0] });
    expect(viaRecovery.statusCode).toBe(429);

    t.clock.advance(RATE_LIMITS.adminSecondFactorPerAdmin.windowMs);
    expect((await restLogin(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret) })).statusCode).toBe(200);
  });

  it('REST { email, password } still signs in an admin without a second factor outside production; otp is ignored there', async () => {
    const admin = await newAdmin(t);
    const plain = await restLogin(t, { email: admin.email, password: admin.password });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await usersList(t, { token: plain.json().token })).statusCode).toBe(200);
    expect((await restLogin(t, { email: admin.email, password: admin.password, otp: '123456' })).statusCode).toBe(200);
  });

  it('disabling needs a current code and is audited; then the password alone signs in again', async () => {
    const admin = await enrolledAdmin(t);
    const session = { cookie: admin.cookie, headers };
    const wrong = await t.trpcMutation('admin', 'adminAuth.twoFactor.disable', { code: codeNow(t, admin.secret, 6) }, session);
    expect(wrong.statusCode).toBe(400);
    const disabled = await t.trpcMutation('admin', 'adminAuth.twoFactor.disable', { code: codeNow(t, admin.secret) }, session);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(trpcData(disabled)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.server.orm.em.fork().count(AdminRecoveryCode, { admin: admin.id })).toBe(0);
    expect((await restLogin(t, { email: admin.email, password: admin.password })).statusCode).toBe(200);
    expect(await auditActions(t, admin.id)).toContain('admin.two-factor-disable');
    expect((await t.trpcMutation('admin', 'adminAuth.twoFactor.disable', { code: '123456' }, session)).statusCode).toBe(409);
  });

  it('OpenAPI: the admin login input shows otp as optional', async () => {
    const document = (await t.request('admin', { method: 'GET', url: '/api/openapi.json' })).json();
    const schema = document.paths['/api/admin/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['email', 'password', 'otp']);
    expect(schema.properties.otp.type).toBe('string');
    expect(schema.required).toEqual(['email', 'password']);
  });
});

describe('NODE_ENV=production: a second factor is required', () => {
  it('a password-only sign-in opens only the enrolment; enrolling finishes the sign-in', async () => {
    const admin = await newAdmin(prod);
    const rest = await restLogin(prod, { email: admin.email, password: admin.password });
    expectRestError(rest, 403, ADMIN_MESSAGES.enrolmentRequired);

    const signIn = await trpcSignIn(prod, { email: admin.email, password: admin.password });
    expect(trpcData(signIn)).toEqual({ enrolmentRequired: true, email: admin.email });
    expect(String(signIn.headers['set-cookie'])).toMatch(/^admin_sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure;/);
    const pending = cookieFrom(signIn);
    // The pending enrolment is no session: every admin procedure refuses it.
    expect(trpcData(await prod.trpcQuery('admin', 'adminAuth.session', undefined, { cookie: pending }))).toBeNull();
    expect((await usersList(prod, { cookie: pending })).statusCode).toBe(401);
    expect((await prod.trpcQuery('admin', 'adminAuth.twoFactor.status', undefined, { cookie: pending })).statusCode).toBe(401);
    expect((await prod.request('admin', { method: 'GET', url: '/api/admin/users', token: pending.slice('admin_sid='.length) })).statusCode).toBe(401);

    const { secret, recoveryCodes, confirmed } = await enrol(prod, pending);
    expect(recoveryCodes).toHaveLength(10);
    expect(trpcData(confirmed)).toMatchObject({ admin: { id: admin.id, email: admin.email, role: 'owner' } });
    const session = cookieFrom(confirmed);
    expect((await usersList(prod, { cookie: session })).statusCode).toBe(200);
    expect(trpcData(await prod.trpcQuery('admin', 'adminAuth.twoFactor.status', undefined, { cookie: session }))).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });
    // The pending-enrolment cookie is spent.
    expect((await prod.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie: pending, headers })).statusCode).toBe(401);
    expect(await auditActions(prod, admin.id)).toEqual(['admin.sign-in', 'admin.two-factor-enable']);

    // From now on: password + code, over REST too; the second factor cannot be turned off here.
    prod.clock.advance(TOTP_STEP_MS);
    expectRestError(await restLogin(prod, { email: admin.email, password: admin.password }), 401, ADMIN_MESSAGES.codeRequired);
    expect((await restLogin(prod, { email: admin.email, password: admin.password, otp: codeNow(prod, secret) })).statusCode).toBe(200);
    prod.clock.advance(TOTP_STEP_MS);
    const disable = await prod.trpcMutation('admin', 'adminAuth.twoFactor.disable', { code: codeNow(prod, secret) }, { cookie: session, headers });
    expect(disable.statusCode).toBe(403);
    expect(trpcError(disable).message).toBe(ADMIN_MESSAGES.requiredHere);
  });

  it('the pending enrolment expires', async () => {
    const admin = await newAdmin(prod);
    const pending = cookieFrom(await trpcSignIn(prod, { email: admin.email, password: admin.password }));
    prod.clock.advance(ENROLMENT_TICKET_LIFETIME_MS);
    const begun = await prod.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie: pending, headers });
    expect(begun.statusCode).toBe(401);
  });

  it('a session of an admin without a second factor (opened before it was required) opens nothing', async () => {
    const admin = await newAdmin(prod);
    const em = prod.server.orm.em.fork();
    const row = await em.findOneOrFail(Admin, { id: admin.id });
    const { token } = await createAdminSession({ em, clock: prod.clock, config: loadConfig({ NODE_ENV: 'test', APP_SECRET: PRODUCTION_SECRET }) }, row);
    expect((await usersList(prod, { token })).statusCode).toBe(401);
    // The same session opens once the admin has a second factor: the missing factor was the only refusal.
    row.totpEnabledAt = prod.clock.now();
    await em.flush();
    expect((await usersList(prod, { token })).statusCode).toBe(200);
  });

  it("the harness's admin sign-in enrols where required, so admin tests run in production too", async () => {
    const token = await prod.adminToken();
    expect((await usersList(prod, { token })).statusCode).toBe(200);
    expect((await usersList(prod, { token: await prod.adminToken() })).statusCode).toBe(200);
  });
});

describe('npm run admin:create -- --reset-2fa', () => {
  const cli = (args: string[]) => runAdminCli(t.databaseUrl, args);

  it('removes the second factor and recovery codes, ends the sessions, keeps the password, and is audited', async () => {
    const admin = await enrolledAdmin(t);
    const token = (await restLogin(t, { email: admin.email, password: admin.password, otp: codeNow(t, admin.secret) })).json().token;
    expect((await usersList(t, { token })).statusCode).toBe(200);

    const result = await cli(['--email', admin.email.toUpperCase(), '--reset-2fa']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`Second factor of admin ${admin.email} removed, with its recovery codes; 2 session(s) ended.`);
    expect(result.code).toBe(0);

    expect((await usersList(t, { token })).statusCode).toBe(401);
    expect((await usersList(t, { cookie: admin.cookie })).statusCode).toBe(401);
    const em = t.server.orm.em.fork();
    expect(await em.count(AdminRecoveryCode, { admin: admin.id })).toBe(0);
    expect(await em.count(AdminSession, { admin: admin.id })).toBe(0);
    const reset = await em.findOneOrFail(AuditEntry, { action: 'admin.two-factor-reset', targetId: admin.id });
    expect(reset).toMatchObject({ admin: null, before: { twoFactor: true }, after: { twoFactor: false, sessionsEnded: 2 } });
    // Outside production the password alone signs in again; the admin may enrol anew.
    expect((await restLogin(t, { email: admin.email, password: admin.password })).statusCode).toBe(200);

    const unknown = await cli(['--email', 'nobody-here@example.com', '--reset-2fa']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No admin with the e-mail nobody-here@example.com');
    expect(unknown.stderr).not.toMatch(/\n\s+at\s/);
    // Two runs of the command, each a Node process loading the server's modules (as admin-roles.test.ts allows its own).
  }, 120_000);
});

describe('time moves only through the injected clock', () => {
  it('a code is judged at the server clock, not the machine clock', async () => {
    const admin = await enrolledAdmin(t);
    const machineCode = generateSync({ secret: admin.secret });
    // The test clock is months away from the machine's: the machine's current code means nothing to the server.
    expect(Math.abs(Date.now() - t.clock.now().getTime())).toBeGreaterThan(60 * MINUTE_MS);
    expectRestError(await restLogin(t, { email: admin.email, password: admin.password, otp: machineCode }), 401, ADMIN_MESSAGES.invalidCode);
  });
});
