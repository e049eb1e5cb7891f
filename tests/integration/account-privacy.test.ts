import { createHmac, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../db/entities';
import { deleteAccount, DELETED_USER_NAME, deletedUserEmail } from '../../server/modules/account/delete-account';
import { ACCOUNT_RATE_LIMITS } from '../../server/modules/account/rate-limits';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_MESSAGES } from '#contract/account/schemas';
import { MESSAGES } from '#contract/auth/schemas';
import { genericSigningString } from '../../server/modules/offerwalls/adapters/generic';
import { PROOF_IMAGE_FIELD } from '#contract/tasks/rules';
import { createUserSession } from '../../server/modules/auth/sessions';
import { loadConfig } from '../../server/config';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import type { Deps } from '../../server/modules/deps';
import { sql } from '../../server/modules/sql';
import { checkEveryResponse, expectRestError } from './assertions';
import { cookieFrom, createTestServer, PUBLIC_URL, setCookieLine, trpcData, trpcError, type TestServer } from './harness';
import { multipartBody } from './multipart-body';

/** Data export and account deletion (decision 009), over REST and tRPC, against real PostgreSQL. */

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

function deps(): Deps {
  return { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl }) };
}

async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.server.orm.em.fork().getConnection().execute(text, params)) as T[];
}

/** Polls a condition PostgreSQL reports (a backend waiting on a lock); no fixed sleep. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    if (await condition()) return;
  }
  throw new Error('condition never held');
}

async function fund(user: TestUser, rupees: number): Promise<void> {
  const response = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/balance`, token: admin, payload: { amount: rupees, type: 'add', reason: 'test funding' }, headers: { 'idempotency-key': randomUUID() } });
  expect(response.statusCode, response.body).toBe(200);
}

async function withdraw(user: TestUser, rupees: number, email = user.email): Promise<string> {
  const response = await t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload: { amount: rupees, email } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().request._id;
}

async function sendContact(name: string, email: string, message: string): Promise<void> {
  const response = await t.request('public', { method: 'POST', url: '/api/contact', payload: { name, email, message } });
  expect(response.statusCode, response.body).toBe(200);
}

function exportData(token?: string) {
  return t.request('public', { method: 'GET', url: '/api/account/export', token });
}

function deleteAccountRest(token: string | undefined, password: unknown) {
  return t.request('public', { method: 'POST', url: '/api/account/delete', token, payload: { password } });
}

function me(token: string) {
  return t.request('public', { method: 'GET', url: '/api/auth/me', token });
}

async function userRow(id: string) {
  const [row] = await query<{ name: string; email: string; password_hash: string; deleted_at: Date | null }>(`select name, email, password_hash, deleted_at from users where id = ?`, [id]);
  return row!;
}

async function ledgerEntriesOf(userId: string) {
  return query<{ id: string; amount: string; kind: string; description: string; line_code: string; line_values: unknown }>(
    `select e.id, e.amount, e.kind, e.description, e.line_code, e.line_values from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.user_id = ? order by e.id`,
    [userId],
  );
}

async function expectLedgerClean(): Promise<void> {
  const report = await checkLedger(deps());
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
}

describe('without a session', () => {
  it('export and delete answer 401', async () => {
    expectRestError(await exportData(), 401);
    expectRestError(await deleteAccountRest(undefined, 'whatever-password'), 401);
    expectRestError(await exportData('not-a-real-token'), 401);
    expect(trpcError(await t.trpcQuery('public', 'account.export')).data.httpStatus).toBe(401);
    expect(trpcError(await t.trpcMutation('public', 'account.delete', { password: 'whatever-password' })).data.httpStatus).toBe(401);
  });
});

describe('GET /api/account/export', () => {
  it("carries the caller's notifications, their choices, push devices (by push service only), reminder and reviews asked for", async () => {
    const caller = await t.createUser();
    const other = await t.createUser();
    await fund(caller, 100);
    await fund(other, 100);
    const doneId = await withdraw(caller, 30);
    const completed = await t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${doneId}/complete`, token: admin, payload: { code: 'GPLAY-EXPT-5678' } });
    expect(completed.statusCode, completed.body).toBe(200);
    const pendingId = await withdraw(caller, 50);
    const asUser = (procedure: string, input: unknown) => t.trpcMutation('public', procedure, input, { token: caller.token });
    expect((await asUser('notifications.setPreference', { kind: 'task-approved', email: false, push: true })).statusCode).toBe(200);
    const endpoint = 'https://push.example.net/send/device-secret-path-123';
    const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
    expect((await asUser('push.subscribe', { endpoint, keys })).statusCode).toBe(200);
    expect((await asUser('push.setReminder', { time: '09:30' })).statusCode).toBe(200);
    const appeal = await asUser('appeals.create', { kind: 'withdrawal', id: pendingId, message: 'Please look at my withdrawal, it is taking long.' });
    expect(appeal.statusCode, appeal.body).toBe(200);

    const response = await exportData(caller.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data.notifications.inbox).toEqual([expect.objectContaining({ kind: 'withdrawal-completed', values: expect.objectContaining({ amountPaise: 30_00, last4: '5678' }), readAt: null })]);
    expect(data.notifications.preferences).toEqual([{ kind: 'task-approved', email: false, push: true }]);
    expect(data.notifications.pushDevices).toEqual([{ pushService: 'push.example.net', createdAt: expect.any(String) }]);
    expect(data.notifications.reminderMinuteOfDay).toBe(9 * 60 + 30);
    expect(data.appeals).toEqual([expect.objectContaining({ itemKind: 'withdrawal', itemId: pendingId, status: 'open', answer: null })]);
    // The push address is a key to the device: only its service's host leaves the server.
    expect(response.body).not.toContain('device-secret-path-123');
    expect(response.body).not.toContain(other.id);
  });

  it("contains the caller's profile, sessions, ledger, withdrawals, promo redemptions, plays and contact messages, and nothing of another user", async () => {
    const caller = await t.createUser({ name: 'Export Caller' });
    const other = await t.createUser({ name: 'Someone Else' });
    await fund(caller, 100);
    await fund(other, 100);
    const requestId = await withdraw(caller, 30, 'payout-address@example.com');
    await withdraw(other, 50);
    const promo = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: 'EXPORT5', amount: 5 } });
    expect(promo.statusCode, promo.body).toBe(201);
    for (const user of [caller, other]) {
      const redeemed = await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'EXPORT5' } });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
    }
    const spin = await t.request('public', { method: 'POST', url: '/api/games/spin', token: caller.token, payload: {} });
    expect(spin.statusCode, spin.body).toBe(200);
    const guess = await t.request('public', { method: 'POST', url: '/api/games/guess/start', token: caller.token, payload: {} });
    expect(guess.statusCode, guess.body).toBe(200);
    await t.request('public', { method: 'POST', url: '/api/games/spin', token: other.token, payload: {} });
    await sendContact('Export Caller', caller.email, 'A question from the caller');
    await sendContact('Someone Else', other.email, 'A question from someone else');

    const response = await exportData(caller.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
    expect(data.profile).toMatchObject({ id: caller.id, name: 'Export Caller', email: caller.email, isBlocked: false, locale: 'en', tickerOptOut: null });
    expect(data.profile.emailVerifiedAt).not.toBeNull();
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].current).toBe(true);

    // The ledger is exactly the caller's wallet: it sums to the balance the wallet reports.
    const ledgerSum = data.ledger.reduce((sum: number, entry: { amountPaise: number }) => sum + entry.amountPaise, 0);
    expect(ledgerSum).toBe(data.wallet.balancePaise);
    expect(data.wallet).toEqual({ balancePaise: 100_00 - 30_00 + 5_00 + Math.round(spin.json().prize * 100), heldPaise: 30_00 });
    expect(data.rewardOrders).toEqual([]);
    expect(data.ledger.map((entry: { id: string }) => entry.id).sort()).toEqual((await ledgerEntriesOf(caller.id)).map((entry) => String(entry.id)).sort());

    expect(data.withdrawalRequests).toEqual([expect.objectContaining({ id: requestId, amountPaise: 30_00, email: 'payout-address@example.com', status: 'pending' })]);
    expect(data.promoRedemptions).toEqual([expect.objectContaining({ code: 'EXPORT5', amountPaise: 5_00 })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Export Caller', email: caller.email, message: 'A question from the caller' })]);

    const games = data.gamePlays.map((play: { game: string }) => play.game).sort();
    expect(games).toEqual(['guess', 'spin']);
    // An open round's secret stays secret: the export must not give the answer away.
    const openRound = data.gamePlays.find((play: { game: string }) => play.game === 'guess');
    expect(openRound).toMatchObject({ outcome: null, prizePaise: null, revealedServerSeed: null });
    expect(openRound.proof.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.gamePlays.find((play: { game: string }) => play.game === 'spin').outcome).not.toBeNull();

    const text = response.body;
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('A question from someone else');
    // Session secrets never leave the server, not even hashed.
    const [session] = await query<{ token_hash: string }>(`select token_hash from sessions where user_id = ?`, [caller.id]);
    expect(text).not.toContain(session!.token_hash);
  });

  it("carries the caller's task submissions (a screenshot only said to exist) and offerwall credits, and nothing of another user", async () => {
    const caller = await t.createUser();
    const other = await t.createUser();
    const setSwitch = (capability: string, enabled: boolean) => t.trpcMutation('admin', 'capabilities.set', { capability, enabled }, { token: admin });
    // One switch after the other: each write stores every switch.
    for (const capability of ['tasks', 'offerwalls']) expect((await setSwitch(capability, true)).statusCode).toBe(200);
    try {
      const task = await t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: admin, payload: { title: 'Export screenshot task', steps: 'Take a screenshot', rewardPaise: 700, proof: 'image', perUserLimit: 1, totalLimit: 10, enabled: true } });
      expect(task.statusCode, task.body).toBe(201);
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).png().toBuffer();
      for (const user of [caller, other]) {
        const body = multipartBody([{ name: PROOF_IMAGE_FIELD, filename: 'proof.png', type: 'image/png', data: png }]);
        const submitted = await t.request('public', { method: 'POST', url: `/api/tasks/${task.json()._id}/submissions`, token: user.token, payload: body.payload, headers: body.headers });
        expect(submitted.statusCode, submitted.body).toBe(201);
      }
      const secret = 'export-offerwall-secret-0123';
      const provider = await t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/generic', token: admin, payload: { enabled: true, secret, holdDays: 14 } });
      expect(provider.statusCode, provider.body).toBe(200);
      for (const [user, txn] of [[caller, 'export-txn-caller'], [other, 'export-txn-other']] as const) {
        const params = { user_id: user.id, txn_id: txn, reward: '250', status: 'credit' };
        const signature = createHmac('sha256', secret).update(genericSigningString(params)).digest('hex');
        const postback = await t.request('public', { method: 'GET', url: `/api/postback/generic?${new URLSearchParams(params).toString()}`, headers: { 'x-signature': signature } });
        expect(postback.statusCode, postback.body).toBe(200);
      }

      const response = await exportData(caller.token);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json();
      expect(data.taskSubmissions).toEqual([
        { number: expect.any(Number), task: 'Export screenshot task', status: 'pending', rewardPaise: 700, proofText: null, hasScreenshot: true, reason: null, createdAt: expect.any(String), reviewedAt: null },
      ]);
      expect(data.offerwallCredits).toEqual([
        { provider: 'generic', externalTxnId: 'export-txn-caller', amountPaise: 250, status: 'pending', createdAt: expect.any(String), clearsAt: expect.any(String), releasedAt: null, reversedAt: null },
      ]);
      expect(new Date(data.offerwallCredits[0].clearsAt).getTime() - new Date(data.offerwallCredits[0].createdAt).getTime()).toBe(14 * 24 * 60 * 60 * 1000);
      // Neither the screenshot's bytes nor another user's rows.
      expect(response.body).not.toContain(png.toString('base64').slice(0, 24));
      expect(response.body).not.toContain('export-txn-other');
      expect(response.body).not.toContain(other.id);
    } finally {
      await t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/generic', token: admin, payload: { enabled: false, holdDays: 14 } });
      for (const capability of ['tasks', 'offerwalls']) await setSwitch(capability, false);
    }
  });

  it("carries the caller's VIP orders and membership and the course of its referrals, without the friends' identities", async () => {
    const [caller, friend, referrer, other] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
    const now = t.clock.now();
    const vipOrder = (user: TestUser, suffix: string) =>
      query(
        `insert into vip_orders (user_id, razorpay_order_id, receipt, amount_paise, currency, status, full_name, email, phone, razorpay_payment_id, created_at, updated_at, paid_at, grant_seq, granted_from, granted_until)
         values (?, ?, ?, 2900, 'INR', 'paid', ?, ?, '9876543210', ?, ?, ?, ?, 1, ?, ?)`,
        [user.id, `order_${suffix}`, `receipt_${suffix}`, `Name ${suffix}`, user.email, `pay_${suffix}`, now, now, now, now, new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000)],
      );
    await vipOrder(caller, 'exportcaller');
    await vipOrder(other, 'exportother');
    await query(`insert into referrals (referrer_id, friend_id, status, friend_email_normalised, created_at) values (?, ?, 'pending', ?, ?)`, [caller.id, friend.id, friend.email, now]);
    await query(`insert into referrals (referrer_id, friend_id, status, friend_email_normalised, signup_ip, signup_device_id, created_at) values (?, ?, 'review', ?, '203.0.113.7', 'device-export', ?)`, [
      referrer.id,
      caller.id,
      caller.email,
      now,
    ]);

    const response = await exportData(caller.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data.vip.memberUntil).toBe(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString());
    expect(data.vip.orders).toEqual([
      expect.objectContaining({ amountPaise: 2900, currency: 'INR', status: 'paid', fullName: 'Name exportcaller', email: caller.email, phone: '9876543210', paymentId: 'pay_exportcaller', refundedAt: null }),
    ]);
    expect(data.referrals.invited).toEqual([{ status: 'pending', reason: null, createdAt: expect.any(String), qualifiedAt: null, paidAt: null, closedAt: null }]);
    expect(data.referrals.joinedThrough).toEqual({ status: 'review', signupIp: '203.0.113.7', signupDeviceId: 'device-export', createdAt: expect.any(String) });
    for (const theirs of [friend.id, friend.email, referrer.id, referrer.email, other.email, 'pay_exportother']) expect(response.body).not.toContain(theirs);
  });

  it('leaves out contact messages sent from an address the account has not verified', async () => {
    const owner = 'mailbox-owner@example.com';
    await sendContact('Real Owner', owner, 'Private words of the real owner');
    const squatter = await t.createUser({ email: owner, verified: false });
    const response = await exportData(squatter.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contactMessages).toEqual([]);
    expect(response.body).not.toContain('Private words of the real owner');
  });

  it('is the same document over tRPC, for the account page', async () => {
    const user = await t.createUser();
    const data = trpcData(await t.trpcQuery('public', 'account.export', undefined, { token: user.token }));
    expect(data.profile.id).toBe(user.id);
  });

  it('is in the public OpenAPI document beside the delete path, and not on the admin origin', async () => {
    const paths = (await t.request('public', { method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(paths['/api/account/export'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/account/delete'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    const adminPaths = (await t.request('admin', { method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(adminPaths).not.toHaveProperty('/api/account/export');
    expect((await t.request('admin', { method: 'POST', url: '/api/account/delete', token: admin, payload: { password: 'x' } })).statusCode).toBe(404);
  });
});

describe('POST /api/account/delete', () => {
  it('with a wrong password answers 400 and changes nothing', async () => {
    const user = await t.createUser();
    await fund(user, 100);
    const requestId = await withdraw(user, 30);
    const before = { row: await userRow(user.id), entries: await ledgerEntriesOf(user.id) };

    expectRestError(await deleteAccountRest(user.token, 'not-my-password'), 400, ACCOUNT_MESSAGES.wrongPassword);
    expectRestError(await deleteAccountRest(user.token, ''), 400, 'Password is required');

    expect(await userRow(user.id)).toEqual(before.row);
    expect(await ledgerEntriesOf(user.id)).toEqual(before.entries);
    expect((await me(user.token)).statusCode).toBe(200);
    const [request] = await query<{ status: string }>(`select status from redeem_requests where id = ?`, [requestId]);
    expect(request!.status).toBe('pending');
  });

  it('cancels and refunds a pending withdrawal, forfeits the rest in the ledger, ends every session at once and anonymises the person', async () => {
    const user = await t.createUser({ name: 'Leaving User' });
    await fund(user, 100);
    const pendingId = await withdraw(user, 30, 'my-payout@example.com');
    const completedId = await withdraw(user, 50);
    const completed = await t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${completedId}/complete`, token: admin, payload: { code: 'GPLAY-KEEP-1234' } });
    expect(completed.statusCode, completed.body).toBe(200);
    await sendContact('Leaving User', user.email, 'Please call me back on 98765 43210');
    const entriesBefore = await ledgerEntriesOf(user.id);
    // A second, browser session on a cookie, beside the bearer token.
    const browser = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { headers: { origin: PUBLIC_URL } });
    const cookie = cookieFrom(browser, 'sid');
    expect(trpcData(await t.trpcQuery('public', 'auth.me', undefined, { cookie })).id).toBe(user.id);
    expect((await query(`select 1 from outbox_mails where recipient = ?`, [user.email])).length).toBeGreaterThan(0);

    const response = await deleteAccountRest(user.token, user.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    // Both sessions stop on the very next call.
    expectRestError(await me(user.token), 401);
    expect(trpcError(await t.trpcQuery('public', 'auth.me', undefined, { cookie })).data.httpStatus).toBe(401);
    expectRestError(await deleteAccountRest(user.token, user.password), 401);
    expect(await query(`select 1 from sessions where user_id = ?`, [user.id])).toEqual([]);

    // The pending withdrawal was cancelled and its hold released, as an admin rejection does; the completed one stays.
    const requests = await query<{ id: string; status: string; reject_reason: string | null; email: string; code_last4: string | null; resolution_transfer_id: string | null }>(
      `select id, status, reject_reason, email, code_last4, resolution_transfer_id from redeem_requests where user_id = ?`,
      [user.id],
    );
    const pending = requests.find((request) => request.id === pendingId)!;
    expect(pending).toMatchObject({ status: 'rejected', reject_reason: ACCOUNT_MESSAGES.withdrawalCancelled, email: deletedUserEmail(user.id) });
    expect(pending.resolution_transfer_id).not.toBeNull();
    expect(requests.find((request) => request.id === completedId)).toMatchObject({ status: 'completed', code_last4: '1234', email: deletedUserEmail(user.id) });

    // Every earlier ledger entry is still there; the refund and the forfeit were added; the account holds nothing.
    const entriesAfter = await ledgerEntriesOf(user.id);
    expect(entriesAfter.slice(0, entriesBefore.length)).toEqual(entriesBefore);
    expect(entriesAfter.slice(entriesBefore.length).map((entry) => [entry.kind, Number(entry.amount), entry.line_code, entry.line_values, entry.description])).toEqual([
      ['withdrawal-release', 30_00, 'withdrawal.cancelled', { amountPaise: 30_00 }, 'Withdrawal ₹30 cancelled because the account was deleted'],
      ['adjustment', -50_00, 'account.balance-forfeited', {}, 'Account deleted: remaining balance forfeited'],
    ]);
    expect(entriesAfter.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBe(0);
    await expectLedgerClean();

    // The person is gone: name, e-mail and password; their links, messages and mail with them.
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: DELETED_USER_NAME, email: deletedUserEmail(user.id), password_hash: '' });
    expect(row.deleted_at).not.toBeNull();
    expect(await query(`select 1 from email_tokens where user_id = ?`, [user.id])).toEqual([]);
    expect(await query(`select 1 from outbox_mails where recipient = ?`, [user.email])).toEqual([]);
    expect(await query(`select 1 from contact_messages where email = ?`, [user.email])).toEqual([]);
    const admins = await t.request('admin', { method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(user.email)}`, token: admin });
    expect(admins.body).not.toContain(user.email);

    // Audited as the user's own action, with no personal data in it.
    const [audit] = await query<{ admin_id: string | null; after: Record<string, unknown> }>(`select admin_id, after from audit_log where action = 'account.delete' and target_id = ?`, [user.id]);
    expect(audit).toMatchObject({ admin_id: null, after: { requestedBy: 'the user', cancelledWithdrawals: 1, refundedPaise: 30_00, forfeitedPaise: 50_00 } });
  });

  it('never lets the account sign in again, and frees the e-mail for a new account', async () => {
    const user = await t.createUser();
    expect((await deleteAccountRest(user.token, user.password)).statusCode).toBe(200);

    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } }), 401, MESSAGES.invalidCredentials);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: deletedUserEmail(user.id), password: user.password } }), 401, MESSAGES.invalidCredentials);
    // No reset link is made for the deleted account, so no new password can be set on it either.
    const reset = await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: deletedUserEmail(user.id) } });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect(await query(`select 1 from email_tokens where user_id = ?`, [user.id])).toEqual([]);

    // A sign-in that checked the password just before the deletion committed may still write its session afterwards.
    const late = deps();
    const { token } = await createUserSession(late, await late.em.findOneOrFail(User, { id: user.id }));
    expectRestError(await me(token), 401);

    const again = await t.createUser({ email: user.email, password: 'a-brand-new-password' });
    expect(again.id).not.toBe(user.id);
    expect((await me(again.token)).json().email).toBe(user.email);
  });

  it('over tRPC clears the session cookie', async () => {
    const user = await t.createUser();
    const browser = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { headers: { origin: PUBLIC_URL } });
    const cookie = cookieFrom(browser, 'sid');
    const response = await t.trpcMutation('public', 'account.delete', { password: user.password }, { cookie, headers: { origin: PUBLIC_URL } });
    expect(trpcData(response)).toEqual({ message: ACCOUNT_MESSAGES.deleted });
    expect(setCookieLine(response, 'sid')).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/i);
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { cookie }))).toBeNull();
  });

  it('is idempotent: deleting a deleted account again answers the same and changes nothing', async () => {
    const user = await t.createUser();
    await fund(user, 40);
    await deleteAccount(deps(), { userId: user.id, password: user.password });
    const after = { row: await userRow(user.id), entries: await ledgerEntriesOf(user.id), audits: await query(`select id from audit_log where target_id = ?`, [user.id]) };
    await expect(deleteAccount(deps(), { userId: user.id, password: user.password })).resolves.toEqual({ message: ACCOUNT_MESSAGES.deleted });
    // Two at once (a double click) end the same way.
    const twin = await t.createUser();
    await Promise.all([deleteAccount(deps(), { userId: twin.id, password: twin.password }), deleteAccount(deps(), { userId: twin.id, password: twin.password })]);
    expect(await query(`select 1 from audit_log where action = 'account.delete' and target_id = ?`, [twin.id])).toHaveLength(1);

    expect({ row: await userRow(user.id), entries: await ledgerEntriesOf(user.id), audits: await query(`select id from audit_log where target_id = ?`, [user.id]) }).toEqual(after);
    await expectLedgerClean();
  });

  it('racing the same user\'s withdrawals and promo redemptions leaves no pending request and a clean ledger', async () => {
    const promo = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: 'RACE7', amount: 7 } });
    expect(promo.statusCode, promo.body).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      const user = await t.createUser();
      await fund(user, 200);
      const answers = await Promise.all([
        t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload: { amount: 30, email: user.email } }),
        deleteAccountRest(user.token, user.password),
        t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload: { amount: 50, email: user.email } }),
        t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'RACE7' } }),
      ]);
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
      expect(await query(`select 1 from redeem_requests where user_id = ? and status = 'pending'`, [user.id])).toEqual([]);
      const [account] = await query<{ balance: string }>(`select balance from wallet_accounts where user_id = ?`, [user.id]);
      // A promo redemption that authenticated before the deletion and commits after it lands on the anonymised account.
      expect([0, 7_00]).toContain(Number(account!.balance));
    }
    await expectLedgerClean();
  });

  it('starts over when PostgreSQL breaks a deadlock with a money operation of the same user by aborting the deletion', async () => {
    const user = await t.createUser();
    await fund(user, 25);
    let deletion: Promise<unknown> | undefined;
    // Plays the part of a withdrawal in another tab: it holds the wallet, then needs the user row.
    await t.server.orm.em.fork().transactional(async (em) => {
      await sql(em, `update wallet_accounts set balance = balance where user_id = ?`, [user.id]);
      deletion = deleteAccount(deps(), { userId: user.id, password: user.password }).catch((error: unknown) => error);
      await until(async () => (await query(`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%wallet_post_transfer%'`)).length > 0);
      // PostgreSQL aborts whichever waiter checks for the deadlock first (after deadlock_timeout);
      // under load this transaction's check could come first. It waits far longer, so the deletion
      // is always the one that finds the deadlock and is aborted, as the test means.
      await sql(em, `set local deadlock_timeout = '60s'`);
      await sql(em, `select 1 from users where id = ? for key share`, [user.id]);
    });
    await expect(deletion).resolves.toEqual({ message: ACCOUNT_MESSAGES.deleted });
    expect((await userRow(user.id)).deleted_at).not.toBeNull();
    expect(await ledgerEntriesOf(user.id).then((entries) => entries.reduce((sum, entry) => sum + Number(entry.amount), 0))).toBe(0);
    await expectLedgerClean();
  });

  it('is rate limited per user, password right or wrong', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.deletePerUser.limit; attempt += 1) {
      expectRestError(await deleteAccountRest(user.token, `wrong-guess-${attempt}`), 400, ACCOUNT_MESSAGES.wrongPassword);
    }
    const limited = await deleteAccountRest(user.token, user.password);
    expectRestError(limited, 429, /^Too many attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await userRow(user.id)).deleted_at).toBeNull();
    expect((await me(user.token)).statusCode).toBe(200);

    t.clock.advance(ACCOUNT_RATE_LIMITS.deletePerUser.windowMs);
    expect((await deleteAccountRest(user.token, user.password)).statusCode).toBe(200);
  });
});
