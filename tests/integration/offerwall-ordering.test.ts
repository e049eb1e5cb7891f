import { createHmac, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import type { Deps } from '../../server/modules/deps';
import { genericSigningString } from '../../server/modules/offerwalls/adapters/generic';
import { releaseOfferwallCredits } from '../../server/modules/offerwalls/release-offerwall-credits';
import { advanceReferrals } from '../../server/modules/referrals/advance-referrals';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, type TestServer } from './harness';

/**
 * Issue 27: a provider's credit and its reversal (chargeback) end in the same state whatever order
 * and timing they arrive in — one after the other either way, both at the same moment, and any
 * copies of either. The credit is never paid once its reversal is recorded, and it never counts
 * towards a referral's qualification.
 */

const SECRET = 'ordering-test-secret-0123456789';
const HOLD_DAYS = 3;

let t: TestServer;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['offerwalls', 'referrals'] });
  const configured = await t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/generic', token: await t.adminToken(), payload: { enabled: true, secret: SECRET, holdDays: HOLD_DAYS } });
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

type Kind = 'credit' | 'reversal';

/** The generic scheme's signed postback for a user's transaction; answers "status body". */
async function postback(userId: string, txnId: string, status: Kind, rewardPaise = 500): Promise<string> {
  const params = { user_id: userId, txn_id: txnId, reward: String(rewardPaise), status };
  const signature = createHmac('sha256', SECRET).update(genericSigningString(params)).digest('hex');
  const response = await t.request('public', { method: 'GET', url: `/api/postback/generic?${new URLSearchParams(params).toString()}`, headers: { 'x-signature': signature } });
  return `${response.statusCode} ${response.body}`;
}

const newTxn = () => `order-${randomInt(1e12)}`;

/** Everything a transaction's postbacks can have changed, to compare outcomes across orders. */
async function stateOf(userId: string, txnId: string) {
  const credits = await query<{ status: string; amount_paise: string; released: boolean }>(
    `select status, amount_paise, released_at is not null as released from offerwall_credits where provider = 'generic' and external_txn_id = ?`,
    [txnId],
  );
  const transfers = await query<{ kind: string; amount: string }>(
    `select kind, amount from ledger_transfers where idempotency_key like ? or idempotency_key in (select 'offerwall-' || k || ':' || c.id from offerwall_credits c, unnest(array['release', 'reversal']) k where c.external_txn_id = ?) order by kind`,
    [`offerwall-credit:generic:${txnId}`, txnId],
  );
  const transactions = await query<{ kind: string; linked: boolean }>(
    `select kind, credit_id is not null as linked from offerwall_transactions where provider = 'generic' and external_txn_id = ? order by kind`,
    [txnId],
  );
  const [wallet] = await query<{ balance: string }>(`select balance from wallet_accounts where user_id = ?`, [userId]);
  const [debts] = await query<{ total: string }>(`select coalesce(sum(amount_paise), 0) as total from user_debts where user_id = ?`, [userId]);
  return { credits, transfers, transactions, balancePaise: Number(wallet?.balance ?? 0), debtPaise: Number(debts!.total) };
}

/** The user's pending total as /api/auth/me shows it (rupees). */
async function pendingRupees(token: string): Promise<number> {
  const me = await t.request('public', { method: 'GET', url: '/api/auth/me', token });
  expect(me.statusCode, me.body).toBe(200);
  return me.json().pendingRupees;
}

async function expectLedgerClean(): Promise<void> {
  const check = await checkLedger(deps());
  expect(check, JSON.stringify(check)).toMatchObject({ ok: true });
}

/** What every order of one credit of ₹5 and its reversal ends in, before and after the hold. */
const REVERSED = {
  credits: [{ status: 'reversed', amount_paise: '500', released: false }],
  transfers: [
    { kind: 'offerwall-credit', amount: '500' },
    { kind: 'offerwall-reversal', amount: '500' },
  ],
  transactions: [
    { kind: 'credit', linked: true },
    { kind: 'reversal', linked: true },
  ],
  balancePaise: 0,
  debtPaise: 0,
};

describe('a credit and its reversal', () => {
  it('sent at the same moment, twenty pairs at once: nothing is ever paid, and a later copy of the reversal changes nothing', async () => {
    const user = await t.createUser();
    const txns = Array.from({ length: 20 }, newTxn);
    // Both halves of every pair in flight together, half of them with the reversal sent first.
    const answers = await Promise.all(
      txns.flatMap((txn, index) => (index % 2 === 0 ? (['credit', 'reversal'] as const) : (['reversal', 'credit'] as const)).map((kind) => postback(user.id, txn, kind))),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, () => '200 OK'));
    expect(await pendingRupees(user.token)).toBe(0);

    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    for (const txn of txns) expect({ txn, ...(await stateOf(user.id, txn)) }).toEqual({ txn, ...REVERSED });
    expect(await pendingRupees(user.token)).toBe(0);
    await expectLedgerClean();

    // The provider's retry of every reversal: answered OK, nothing moves.
    expect(await Promise.all(txns.map((txn) => postback(user.id, txn, 'reversal')))).toEqual(Array.from({ length: 20 }, () => '200 OK'));
    await releaseOfferwallCredits(deps());
    for (const txn of txns) expect({ txn, ...(await stateOf(user.id, txn)) }).toEqual({ txn, ...REVERSED });
    await expectLedgerClean();
  });

  it('a reversal that arrives first is kept, and its credit is recorded reversed at once: never pending, never released', async () => {
    const user = await t.createUser();
    const txn = newTxn();
    expect(await postback(user.id, txn, 'reversal')).toBe('200 OK');
    expect(await stateOf(user.id, txn)).toMatchObject({ credits: [], transfers: [], transactions: [{ kind: 'reversal', linked: false }] });

    expect(await postback(user.id, txn, 'credit')).toBe('200 OK');
    expect(await pendingRupees(user.token)).toBe(0);
    expect(trpcData(await t.trpcQuery('public', 'wallet.summary', undefined, { token: user.token })).offerwallPending).toEqual([]);
    expect(await stateOf(user.id, txn)).toEqual(REVERSED);

    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    expect(await stateOf(user.id, txn)).toEqual(REVERSED);
    await expectLedgerClean();
  });

  it('every order of one credit, its reversal and copies of either ends in the same state', async () => {
    const orders: Kind[][] = [
      ['credit', 'reversal'],
      ['reversal', 'credit'],
      ['credit', 'credit', 'reversal', 'reversal'],
      ['reversal', 'reversal', 'credit', 'credit'],
      ['credit', 'reversal', 'credit', 'reversal'],
      ['reversal', 'credit', 'reversal', 'credit'],
    ];
    const user = await t.createUser();
    const runs = orders.map((order) => ({ order, txn: newTxn() }));
    for (const { order, txn } of runs) {
      for (const kind of order) expect(await postback(user.id, txn, kind), `${order.join(',')}: ${kind}`).toBe('200 OK');
      expect({ order, ...(await stateOf(user.id, txn)) }).toEqual({ order, ...REVERSED });
    }
    expect(await pendingRupees(user.token)).toBe(0);
    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    for (const { order, txn } of runs) expect({ order, ...(await stateOf(user.id, txn)) }).toEqual({ order, ...REVERSED });
    await expectLedgerClean();
  });

  it('a reversal after the credit cleared still takes it back, as a debt where the balance does not cover it', async () => {
    const user = await t.createUser();
    const txn = newTxn();
    expect(await postback(user.id, txn, 'credit')).toBe('200 OK');
    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    expect((await stateOf(user.id, txn)).balancePaise).toBe(500);
    const spent = await t.trpcMutation('admin', 'wallet.adjustBalance', { id: user.id, type: 'deduct', amountPaise: 200, reason: 'spent elsewhere', idempotencyKey: `ordering-spend:${txn}` }, { token: await t.adminToken() });
    expect(spent.statusCode, spent.body).toBe(200);

    expect(await postback(user.id, txn, 'reversal')).toBe('200 OK');
    expect(await postback(user.id, txn, 'reversal')).toBe('200 OK');
    expect(await postback(user.id, txn, 'credit')).toBe('200 OK');
    expect(await stateOf(user.id, txn)).toEqual({
      credits: [{ status: 'reversed', amount_paise: '500', released: true }],
      transfers: [
        { kind: 'offerwall-credit', amount: '500' },
        { kind: 'offerwall-release', amount: '500' },
        { kind: 'offerwall-reversal', amount: '300' },
      ],
      transactions: [
        { kind: 'credit', linked: true },
        { kind: 'reversal', linked: true },
      ],
      balancePaise: 0,
      debtPaise: 200,
    });
    await expectLedgerClean();
  });

  it('the release job applies a reversal the race before issue 27 left unlinked: a pending credit is never paid, a released one is taken back', async () => {
    const user = await t.createUser();
    // What a reversal that raced its credit left behind: recorded, linked to nothing, the credit untouched.
    const unlinkedReversal = (txn: string) =>
      query(`insert into offerwall_transactions (provider, external_txn_id, kind, user_id, reward_paise, received_at) values ('generic', ?, 'reversal', ?, 500, ?)`, [txn, user.id, t.clock.now()]);
    const paid = newTxn();
    expect(await postback(user.id, paid, 'credit')).toBe('200 OK');
    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    await unlinkedReversal(paid);
    const pending = newTxn();
    expect(await postback(user.id, pending, 'credit')).toBe('200 OK');
    await unlinkedReversal(pending);

    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    expect(await stateOf(user.id, pending)).toEqual(REVERSED);
    expect(await stateOf(user.id, paid)).toMatchObject({
      credits: [{ status: 'reversed', amount_paise: '500', released: true }],
      transactions: [
        { kind: 'credit', linked: true },
        { kind: 'reversal', linked: true },
      ],
      balancePaise: 0,
      debtPaise: 0,
    });
    expect(await pendingRupees(user.token)).toBe(0);
    // A second run finds nothing left to apply.
    const transfers = await query(`select 1 from ledger_transfers`);
    await releaseOfferwallCredits(deps());
    expect(await query(`select 1 from ledger_transfers`)).toHaveLength(transfers.length);
    await expectLedgerClean();
  });
});

describe('a referral', () => {
  it('is not qualified by an offer its provider reversed, in whatever order or timing the two arrived', async () => {
    const referrer = await t.createUser();
    const code = trpcData(await t.trpcQuery('public', 'referrals.mine', undefined, { token: referrer.token })).code as string;
    const friends: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const email = `ordering-friend-${randomInt(1e9)}@example.com`;
      const registered = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Ordering Friend', email, password: 'a-good-password', ageConfirmed: true, referralCode: code } });
      expect(registered.statusCode, registered.body).toBe(201);
      expect((await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(email, 'verify-email') } })).statusCode).toBe(200);
      const [friend] = await query<{ id: string }>(`select id from users where email = ?`, [email]);
      friends.push(friend!.id);
    }
    const [atOnce, reversalFirst, creditFirst] = friends as [string, string, string];
    const { qualifyPaise } = trpcData(await t.trpcQuery('public', 'referrals.mine', undefined, { token: referrer.token })) as { qualifyPaise: number };

    // Each friend earns ₹Y from one offer whose provider takes it back: at the same moment, reversal first, credit first.
    const atOnceTxns = Array.from({ length: 10 }, newTxn);
    await Promise.all(atOnceTxns.flatMap((txn) => [postback(atOnce, txn, 'credit', qualifyPaise), postback(atOnce, txn, 'reversal', qualifyPaise)]));
    const early = newTxn();
    expect(await postback(reversalFirst, early, 'reversal', qualifyPaise)).toBe('200 OK');
    expect(await postback(reversalFirst, early, 'credit', qualifyPaise)).toBe('200 OK');
    const late = newTxn();
    expect(await postback(creditFirst, late, 'credit', qualifyPaise)).toBe('200 OK');
    expect(await postback(creditFirst, late, 'reversal', qualifyPaise)).toBe('200 OK');

    t.clock.advance(HOLD_DAYS * DAY_MS + 1);
    await releaseOfferwallCredits(deps());
    await advanceReferrals(deps());
    const rows = await query<{ friend_id: string; status: string }>(`select friend_id, status from referrals where referrer_id = ? order by friend_id`, [referrer.id]);
    expect(rows).toEqual([...friends].sort().map((friendId) => ({ friend_id: friendId, status: 'pending' })));
    const mine = trpcData(await t.trpcQuery('public', 'referrals.mine', undefined, { token: referrer.token })) as { friends: Array<{ earnedPaise: number }> };
    expect(mine.friends.map((friend) => friend.earnedPaise)).toEqual([0, 0, 0]);
    await expectLedgerClean();
  });
});
