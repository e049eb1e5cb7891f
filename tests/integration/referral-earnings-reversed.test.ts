import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import type { Deps } from '../../server/modules/deps';
import { genericSigningString } from '../../server/modules/offerwalls/adapters/generic';
import { releaseOfferwallCredits } from '../../server/modules/offerwalls/release-offerwall-credits';
import { advanceReferrals } from '../../server/modules/referrals/advance-referrals';
import { payDueReferrals } from '../../server/modules/referrals/pay-due-referrals';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import { DEFAULT_REFERRAL_SETTINGS } from '#contract/referrals/schemas';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import { credit } from '../../server/modules/wallet/credit';
import { createTestServer, trpcData, type TestServer } from './harness';

/**
 * Issue 17: "if … their qualifying earnings are reversed during the hold, the referral is reversed
 * with a reason". A cleared offerwall credit (issue 18's earning tasks) qualifies a friend; the
 * provider's chargeback after clearing takes it back (from the balance and as a debt), and the
 * referral is reversed before it can be paid.
 */

const SECRET = 'referral-offerwall-secret-0123456789';
const OFFER_HOLD_DAYS = 2;
const { qualifyPaise, holdDays, rewardPaise } = DEFAULT_REFERRAL_SETTINGS;

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['referrals', 'offerwalls'] });
  const configured = await t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/generic', token: await t.adminToken(), payload: { enabled: true, secret: SECRET, holdDays: OFFER_HOLD_DAYS } });
  expect(configured.statusCode, configured.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

function deps(): Deps {
  return { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'http://localhost:3000', ADMIN_URL: 'http://localhost:3001' }) };
}

async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute<T[]>(statement, params);
}

/** A provider's signed postback for the friend: a credit, or the chargeback of the same transaction. */
async function postback(userId: string, txnId: string, rewardPaise: number, status: 'credit' | 'reversal'): Promise<void> {
  const params = { user_id: userId, txn_id: txnId, reward: String(rewardPaise), status };
  const signature = createHmac('sha256', SECRET).update(genericSigningString(params)).digest('hex');
  const response = await t.request('public', { method: 'GET', url: `/api/postback/generic?${new URLSearchParams(params).toString()}`, headers: { 'x-signature': signature } });
  expect(response.statusCode, response.body).toBe(200);
}

/** A referrer and a verified friend who signed up with their code. */
async function referrerAndFriend(): Promise<{ referrer: Awaited<ReturnType<TestServer['createUser']>>; friendId: string }> {
  const referrer = await t.createUser();
  const code = trpcData(await t.trpcQuery('public', 'referrals.mine', undefined, { token: referrer.token })).code as string;
  const email = `offer-friend-${randomInt(1e9)}@example.com`;
  const registered = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Offer Friend', email, password: 'a-good-password', ageConfirmed: true, referralCode: code } });
  expect(registered.statusCode, registered.body).toBe(201);
  expect((await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(email, 'verify-email') } })).statusCode).toBe(200);
  const [friend] = await query<{ id: string }>(`select id from users where email = ?`, [email]);
  return { referrer, friendId: friend!.id };
}

async function referralOf(friendId: string) {
  const [row] = await query<{ status: string; reason: string | null }>(`select status, reason from referrals where friend_id = ?`, [friendId]);
  return row!;
}

async function referralPaymentsTo(referrerId: string): Promise<number> {
  return (await query(`select 1 from ledger_transfers t join wallet_accounts a on a.id = t.credit_account_id where t.kind = 'referral' and a.user_id = ?`, [referrerId])).length;
}

/** The friend's credit of ₹Y from an offer, cleared after the provider's hold; the referral is held. */
async function qualifyThroughAnOffer(friendId: string, txnId: string): Promise<void> {
  await postback(friendId, txnId, qualifyPaise, 'credit');
  await advanceReferrals(deps());
  // Still in the provider's hold: not the friend's money yet, so it does not qualify them.
  expect((await referralOf(friendId)).status).toBe('pending');
  t.clock.advance(OFFER_HOLD_DAYS * DAY_MS);
  await releaseOfferwallCredits(deps());
  await advanceReferrals(deps());
  expect((await referralOf(friendId)).status).toBe('held');
}

describe('qualifying earnings reversed during the hold', () => {
  it('a chargeback after clearing reverses the held referral with its reason, and it is never paid', async () => {
    const { referrer, friendId } = await referrerAndFriend();
    const txn = `chargeback-${randomInt(1e9)}`;
    await qualifyThroughAnOffer(friendId, txn);

    // The friend spent part of it, so the chargeback takes the rest of the balance and leaves a debt.
    const spent = await t.trpcMutation('admin', 'wallet.adjustBalance', { id: friendId, type: 'deduct', amountPaise: 300, reason: 'spent elsewhere', idempotencyKey: randomUUID() }, { token: await t.adminToken() });
    expect(spent.statusCode, spent.body).toBe(200);
    await postback(friendId, txn, qualifyPaise, 'reversal');
    expect(await query(`select amount_paise from user_debts where user_id = ?`, [friendId])).toEqual([{ amount_paise: '300' }]);

    await advanceReferrals(deps());
    expect(await referralOf(friendId)).toEqual({ status: 'reversed', reason: REFERRAL_REASONS.earningsReversed });
    const friendRow = trpcData(await t.trpcQuery('public', 'referrals.mine', undefined, { token: referrer.token })).friends[0];
    expect(friendRow).toMatchObject({ status: 'reversed', reason: REFERRAL_REASONS.earningsReversed, earnedPaise: 0 });

    t.clock.advance(holdDays * DAY_MS);
    await advanceReferrals(deps());
    expect((await referralOf(friendId)).status).toBe('reversed');
    expect(await referralPaymentsTo(referrer.id)).toBe(0);
    expect(await checkLedger(deps())).toMatchObject({ ok: true });
  });

  it('the pay job itself reverses instead of paying when the chargeback lands at the end of the hold', async () => {
    const { referrer, friendId } = await referrerAndFriend();
    const txn = `late-chargeback-${randomInt(1e9)}`;
    await qualifyThroughAnOffer(friendId, txn);
    t.clock.advance(holdDays * DAY_MS);
    await postback(friendId, txn, qualifyPaise, 'reversal');

    expect(await payDueReferrals(deps(), DEFAULT_REFERRAL_SETTINGS)).toBe(0);
    expect(await referralOf(friendId)).toEqual({ status: 'reversed', reason: REFERRAL_REASONS.earningsReversed });
    expect(await referralPaymentsTo(referrer.id)).toBe(0);
  });

  it('a chargeback that leaves ₹Y of other qualifying earnings keeps the referral, which is paid', async () => {
    const { referrer, friendId } = await referrerAndFriend();
    await credit(deps(), { userId: friendId, from: 'games', kind: 'game-prize', amountPaise: qualifyPaise, line: { code: 'adjustment', values: { reason: 'test prize' } }, idempotencyKey: `offer-referral-prize:${friendId}` });
    const txn = `partial-chargeback-${randomInt(1e9)}`;
    await postback(friendId, txn, qualifyPaise, 'credit');
    t.clock.advance(OFFER_HOLD_DAYS * DAY_MS);
    await releaseOfferwallCredits(deps());
    await advanceReferrals(deps());
    expect((await referralOf(friendId)).status).toBe('held');

    await postback(friendId, txn, qualifyPaise, 'reversal');
    await advanceReferrals(deps());
    expect((await referralOf(friendId)).status).toBe('held');
    t.clock.advance(holdDays * DAY_MS);
    await advanceReferrals(deps());
    expect((await referralOf(friendId)).status).toBe('paid');
    expect(await referralPaymentsTo(referrer.id)).toBe(1);
    const [wallet] = await query<{ balance: string }>(`select balance from wallet_accounts where user_id = ?`, [referrer.id]);
    expect(Number(wallet!.balance)).toBe(rewardPaise);
  });
});
