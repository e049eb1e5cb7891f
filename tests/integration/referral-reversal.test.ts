import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import type { Deps } from '../../server/modules/deps';
import { advanceReferrals } from '../../server/modules/referrals/advance-referrals';
import { DEFAULT_REFERRAL_SETTINGS, REFERRALS_MESSAGES, type ReferralSettings } from '#contract/referrals/schemas';
import { writeSetting } from '../../server/modules/settings/write-setting';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { sql } from '../../server/modules/sql';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import { credit } from '../../server/modules/wallet/credit';
import { debit } from '../../server/modules/wallet/debit';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/** Issue 17: after payment a reversal is an admin decision; the balance never goes negative, the rest is owed. */

let t: TestServer;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['referrals'] });
  // The tests drive the life cycle themselves, on the manual clock.
  await t.server.jobs.stop();
});
afterAll(() => t.close());

function deps(): Deps {
  return { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'http://localhost:3000', ADMIN_URL: 'http://localhost:3001' }) };
}

const REWARD = DEFAULT_REFERRAL_SETTINGS.rewardPaise;
const QUALIFY = DEFAULT_REFERRAL_SETTINGS.qualifyPaise;

async function mine(token: string) {
  const response = await t.trpcQuery('public', 'referrals.mine', undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response) as { code: string; debtPaise: number; friends: { status: string; reason: string | null }[] };
}

async function summary(token: string) {
  const response = await t.trpcQuery('public', 'wallet.summary', undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response) as { balancePaise: number; debtPaise: number; debts: { openPaise: number; reason: string }[] };
}

let counter = 0;
function earn(userId: string, paise: number) {
  counter += 1;
  return credit(deps(), { userId, from: 'games', kind: 'game-prize', amountPaise: paise, line: { code: 'adjustment', values: { reason: 'test earning' } }, idempotencyKey: `reversal-test-earning:${counter}` });
}

function spend(userId: string, paise: number) {
  counter += 1;
  return debit(deps(), { userId, to: 'adjustments', kind: 'adjustment', amountPaise: paise, line: { code: 'adjustment', values: { reason: 'test spending' } }, idempotencyKey: `reversal-test-spend:${counter}` });
}

/** Written as the seeds write settings: a lower reward through the admin waits 30 days (decision 044), and these tests change it both ways at once. */
async function setSettings(settings: Partial<ReferralSettings>) {
  await t.server.orm.em.fork().transactional((em) => writeSetting({ clock: t.clock, em }, SETTING_KEYS.referrals, { ...DEFAULT_REFERRAL_SETTINGS, ...settings }));
}

/** A referrer, and a friend who signed up with the code, verified and earned enough to qualify. */
async function qualifiedPair() {
  const referrer = await t.createUser({ name: 'Ravi Referrer' });
  const { code } = await mine(referrer.token);
  counter += 1;
  const email = `reversal-friend${counter}-${randomInt(1e9)}@example.com`;
  const registered = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Meera Friend', email, password: 'a-good-password', ageConfirmed: true, referralCode: code } });
  expect(registered.statusCode, registered.body).toBe(201);
  const verified = await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(email, 'verify-email') } });
  expect(verified.statusCode).toBe(200);
  const signIn = await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email, password: 'a-good-password' } });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const [row] = await sql<{ id: string; referral_id: string }>(
    t.server.orm.em.fork(),
    `select u.id, r.id as referral_id from users u join referrals r on r.friend_id = u.id where u.email = ?`,
    [email.toLowerCase()],
  );
  await earn(row!.id, QUALIFY);
  await advanceReferrals(deps());
  return { referrer, friend: { id: row!.id, token: signIn.json().token as string }, referralId: row!.referral_id };
}

/** The pair's referral, held and then paid once its hold has passed. */
async function paidPair() {
  const pair = await qualifiedPair();
  t.clock.advance(DEFAULT_REFERRAL_SETTINGS.holdDays * DAY_MS);
  await advanceReferrals(deps());
  await advanceReferrals(deps());
  const [row] = await sql<{ status: string }>(t.server.orm.em.fork(), `select status from referrals where id = ?`, [pair.referralId]);
  expect(row!.status).toBe('paid');
  return pair;
}

async function reverse(id: string, reason: string) {
  return t.trpcMutation('admin', 'referrals.reverse', { id, reason }, { token: await t.adminToken() });
}

describe('reversing a paid referral', () => {
  it('is refused for a referral that is not paid, with referrals.not-paid', async () => {
    const { referralId } = await qualifiedPair();
    const response = await reverse(referralId, 'Not yet paid');
    expect(response.statusCode).toBe(409);
    expect(trpcError(response)).toMatchObject({ message: REFERRALS_MESSAGES.notPaid, data: { appCode: 'referrals.not-paid' } });
  });

  it('with the reward still in the balance takes it all back, leaves no debt, and the referrer reads the reason', async () => {
    const { referrer, referralId } = await paidPair();
    expect((await summary(referrer.token)).balancePaise).toBe(REWARD);
    const response = await reverse(referralId, 'The friend was the same person');
    expect(response.statusCode, response.body).toBe(200);
    expect(trpcData(response)).toMatchObject({ id: referralId, status: 'reversed', reason: 'The friend was the same person', paidAt: null });
    expect(await summary(referrer.token)).toMatchObject({ balancePaise: 0, debtPaise: 0, debts: [] });
    const invite = await mine(referrer.token);
    expect(invite.debtPaise).toBe(0);
    expect(invite.friends[0]).toMatchObject({ status: 'reversed', reason: 'The friend was the same person' });
    const [audit] = await sql<{ action: string; after: { status: string; referrer: { takenPaise: number; debtPaise: number } } }>(
      t.server.orm.em.fork(),
      `select action, after from audit_log where target_id = ? order by created_at desc limit 1`,
      [referralId],
    );
    expect(audit).toMatchObject({ action: 'referrals.reverse', after: { status: 'reversed', referrer: { takenPaise: REWARD, debtPaise: 0 } } });

    const again = await reverse(referralId, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(trpcError(again).data.appCode).toBe('referrals.not-paid');
    expect((await summary(referrer.token)).balancePaise).toBe(0);
  });

  it('with too little in the balance takes it to 0, owes the rest, shows it on /invite and /wallet, and the next earning pays it first', async () => {
    const { referrer, referralId } = await paidPair();
    await spend(referrer.id, REWARD - 300);
    expect(await reverse(referralId, 'Fake sign-ups')).toMatchObject({ statusCode: 200 });
    expect(await summary(referrer.token)).toMatchObject({ balancePaise: 0, debtPaise: REWARD - 300, debts: [{ openPaise: REWARD - 300, reason: 'Fake sign-ups' }] });
    expect((await mine(referrer.token)).debtPaise).toBe(REWARD - 300);

    await earn(referrer.id, 500);
    expect(await summary(referrer.token)).toMatchObject({ balancePaise: 0, debtPaise: REWARD - 800 });
    await earn(referrer.id, 1000);
    expect(await summary(referrer.token)).toMatchObject({ balancePaise: 1800 - REWARD, debtPaise: 0, debts: [] });
    expect((await mine(referrer.token)).debtPaise).toBe(0);
  });

  it("takes back the friend's welcome bonus too, in the amount that was paid", async () => {
    await setSettings({ welcomePaise: 700 });
    const { referrer, friend, referralId } = await paidPair();
    // The settings change after payment; the reversal takes what was paid, not today's figure.
    await setSettings({ welcomePaise: 200 });
    expect((await summary(friend.token)).balancePaise).toBe(QUALIFY + 700);
    await spend(friend.id, QUALIFY + 500);
    expect(await reverse(referralId, 'Both accounts are one person')).toMatchObject({ statusCode: 200 });
    expect(await summary(friend.token)).toMatchObject({ balancePaise: 0, debtPaise: 500, debts: [{ openPaise: 500, reason: 'Both accounts are one person' }] });
    expect(await summary(referrer.token)).toMatchObject({ balancePaise: 0, debtPaise: 0 });
    await setSettings({});
  });

  it('two admins reversing at once: one succeeds, the other is refused, and the money moves once', async () => {
    const { referrer, referralId } = await paidPair();
    await spend(referrer.id, REWARD - 100);
    const token = await t.adminToken();
    const answers = await Promise.all([1, 2].map(() => t.trpcMutation('admin', 'referrals.reverse', { id: referralId, reason: 'Racing admins' }, { token })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await summary(referrer.token)).toMatchObject({ balancePaise: 0, debtPaise: REWARD - 100 });
    // The referrer was told of the payment once and of the reversal once, with what was taken back (decision 041).
    const told = await sql<{ kind: string; values: Record<string, unknown> }>(t.server.orm.em.fork(), `select kind, "values" from notifications where user_id = ? order by created_at, id`, [referrer.id]);
    expect(told).toEqual([
      { kind: 'referral-paid', values: expect.objectContaining({ referralId, amountPaise: REWARD }) },
      { kind: 'referral-reversed', values: { referralId, amountPaise: REWARD, reason: 'Racing admins' } },
    ]);
  });
});

describe('REST: PUT /api/admin/referrals/{id}/reverse', () => {
  it('reverses with { reason }, refuses without one, refuses a second time with 409, and is in the admin OpenAPI document', async () => {
    const { referralId } = await paidPair();
    const url = `/api/admin/referrals/${referralId}/reverse`;
    const missing = await t.request('admin', { method: 'PUT', url, token: await t.adminToken(), payload: {} });
    expect(missing.statusCode).toBe(400);
    const done = await t.request('admin', { method: 'PUT', url, token: await t.adminToken(), payload: { reason: 'Duplicate account' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ _id: referralId, status: 'reversed', reason: 'Duplicate account' });
    const again = await t.request('admin', { method: 'PUT', url, token: await t.adminToken(), payload: { reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REFERRALS_MESSAGES.notPaid, code: 'referrals.not-paid' });
    const paths = (await t.request('admin', { method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(paths['/api/admin/referrals/{id}/reverse']?.put).toBeDefined();
  });
});

describe('the ledger check', () => {
  it('after every reversal and recovery in this file, the ledger checks out', async () => {
    const check = await checkLedger(deps());
    expect(check, JSON.stringify(check)).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
  });
});
