import { beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_MESSAGES } from '#contract/redeem/schemas';
import { normaliseRewardCode } from '#contract/rewards/rules';
import type { Deps } from '../../server/modules/deps';
import { cardText } from '../../server/modules/fulfilment/deliver-provider-card';
import { attemptProviderOrder as attemptWith, LEASE_MS, LOOKUP_LAG_MS, sweepProviderOrders as sweepWith } from '../../server/modules/fulfilment/provider-orders';
import { CARD_DELIVERIES } from '../../server/jobs/tasks';
import { databaseFigures } from '../../server/metrics-sources';
import { FakeFulfilmentProvider } from '../fixtures/fake-fulfilment-provider';
import { ADMIN_EMAIL, createTestServer, trpcData, type TestServer } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/**
 * Store orders bought from a gift-card provider (issue 33, decision 060), against an in-memory fake:
 * at once within the request, later by the retry job, recovered after a lost answer or a killed process,
 * checked for face value, stopped by an admin's decision, and never bought twice.
 */

const PRODUCT = { provider: 'fake', providerProductId: 'gp-inr-10', faceCurrency: 'INR' };
const fake = new FakeFulfilmentProvider({
  providerProductId: PRODUCT.providerProductId,
  name: 'Google Play India',
  brand: 'Google Play',
  countryCode: 'IN',
  faceCurrency: PRODUCT.faceCurrency,
  costCurrency: 'USD',
  denominationType: 'fixed',
  denominations: [{ face: 10, cost: 0.12 }],
  minFace: null,
  maxFace: null,
  feeFlat: 0,
  feePercent: 0,
  discountPercent: 0,
});

const ctx = useMoneyServer({ capabilities: ['store'], fulfilmentProvider: fake });
const { fund, withdraw, reject, db, dbRow, mailsTo, ledgerCheck } = moneyHelpers(ctx);
const GIFT = { kind: 'google_play', name: 'Google Play ₹10 (supplier)', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

beforeAll(async () => {
  // The tests drive every retry themselves: the worker would otherwise take the jobs they schedule.
  await ctx.t.server.jobs.stop();
  await db(
    `insert into provider_products (provider, provider_product_id, name, brand, country_code, face_currency, cost_currency, denomination_type, denominations, synced_at)
     values (?, ?, 'Google Play India', 'Google Play', 'IN', ?, 'USD', 'fixed', '[{"face": 10, "cost": 0.12}]', now())`,
    [PRODUCT.provider, PRODUCT.providerProductId, PRODUCT.faceCurrency],
  );
});

function deps(): Deps {
  return { em: ctx.t.server.orm.em.fork(), clock: ctx.t.clock, config: ctx.t.config, fulfilmentProvider: fake };
}

/** A job run on one order, and the sweep, as the queue runs them (every kind's delivery). */
const attemptProviderOrder = (runDeps: Deps, id: string) => attemptWith(runDeps, id, CARD_DELIVERIES);
const sweepProviderOrders = (runDeps: Deps) => sweepWith(runDeps, CARD_DELIVERIES);

/** A product linked to the fake's card, with no uploaded code (or with `promiseHours`). */
async function linkedProduct(extra: Record<string, unknown> = {}): Promise<string> {
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload: { ...GIFT, ...extra } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  await db(`update reward_products set provider = ?, provider_product_id = ? where id = ?`, [PRODUCT.provider, PRODUCT.providerProductId, id]);
  return id;
}

async function fundedUser(rupees = 50): Promise<TestUser> {
  const user = await ctx.t.createUser();
  await fund(user.id, rupees);
  return user;
}

async function order(user: { token: string }, productId: string, via: TestServer = ctx.t) {
  const response = await via.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as { _id: string; status: string; code?: string; message: string };
}

function providerOrder(id: string) {
  return dbRow(`select state, wait_reason, attempts, last_reason, transaction_id, place_sent_at from provider_orders where id = ?`, [id]);
}

async function rewardOrder(id: string) {
  return dbRow(`select o.status, c.last4, c.status as code_status from reward_orders o left join reward_codes c on c.id = o.code_id where o.id = ?`, [id]);
}

function advance(ms: number) {
  ctx.t.clock.set(new Date(ctx.t.clock.now().getTime() + ms));
}

async function expectLedgerClean() {
  ctx.admin = await ctx.t.adminToken();
  expect(await ledgerCheck()).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
}

function purchasesOf(id: string): number {
  return fake.purchases.filter((purchase) => purchase === id).length;
}

describe('a linked product with no stock', () => {
  it('is bought within the request: the code in the answer, fulfilled once, settled, the buyer told', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    const placed = await order(user, productId);
    expect(placed.status).toBe('fulfilled');
    expect(placed.code).toBe(cardText(fake.cardOf(placed._id)));
    expect(purchasesOf(placed._id)).toBe(1);
    expect(await providerOrder(placed._id)).toMatchObject({ state: 'delivered', attempts: 1 });
    // The code's own last 4 (never the PIN's), assigned to the order like a code from stock.
    expect(await rewardOrder(placed._id)).toEqual({ status: 'fulfilled', last4: normaliseRewardCode(fake.cardOf(placed._id).code).slice(-4), code_status: 'assigned' });
    expect(await dbRow(`select count(*)::int as told from notifications where user_id = ? and kind = 'reward-delivered'`, [user.id])).toEqual({ told: 1 });
    await expectLedgerClean();
  });

  it('without a configured provider, it is out of stock as before', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    const other = await createTestServer({}, { databaseUrl: ctx.t.databaseUrl, clock: ctx.t.clock });
    try {
      await other.server.jobs.stop();
      const response = await other.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload: {} });
      expect(response.statusCode, response.body).toBe(409);
    } finally {
      await other.close();
    }
  });
});

describe('when the provider does not answer at once', () => {
  it('a 5xx before the order was taken: pending with a reason, looked up first, placed again only after the lookup lag', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    fake.placeFaults.push({ kind: 'unavailable', reason: 'http-503' });
    const placed = await order(user, productId);
    expect(placed.status).toBe('pending');
    expect(await providerOrder(placed._id)).toMatchObject({ state: 'placing', wait_reason: 'supplier-slow', last_reason: 'http-503', attempts: 1 });
    expect(await dbRow(`select count(*)::int as jobs from graphile_worker.jobs where key = ?`, [`provider-order:${placed._id}`])).toEqual({ jobs: 1 });

    advance(30_000);
    expect(await attemptProviderOrder(deps(), placed._id)).toBe('retrying');
    expect(purchasesOf(placed._id)).toBe(0);
    expect(fake.calls.filter((call) => call.id === placed._id).map((call) => call.call)).toEqual(['place', 'find']);

    advance(LOOKUP_LAG_MS);
    expect(await attemptProviderOrder(deps(), placed._id)).toBe('delivered');
    expect(purchasesOf(placed._id)).toBe(1);
    expect((await rewardOrder(placed._id)).status).toBe('fulfilled');
    await expectLedgerClean();
  });

  it('a lost answer (the order taken, then a timeout): the job adopts it, never a second purchase', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    fake.placeFaults.push({ kind: 'unavailable', reason: 'timeout', afterRecording: true });
    const placed = await order(user, productId);
    expect(placed.status).toBe('pending');
    expect(await attemptProviderOrder(deps(), placed._id)).toBe('delivered');
    expect(purchasesOf(placed._id)).toBe(1);
    expect(fake.calls.filter((call) => call.id === placed._id && call.call === 'place')).toHaveLength(1);
    expect(await rewardOrder(placed._id)).toMatchObject({ status: 'fulfilled', code_status: 'assigned' });
  });

  it('cards delivered a while after the order: fetched again until they come', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    fake.fetchesBeforeDelivery = 2;
    try {
      const placed = await order(user, productId);
      expect(placed.status).toBe('pending');
      expect(await providerOrder(placed._id)).toMatchObject({ state: 'placed', last_reason: 'cards-not-ready' });
      expect(await attemptProviderOrder(deps(), placed._id)).toBe('retrying');
      expect(await attemptProviderOrder(deps(), placed._id)).toBe('delivered');
      expect(purchasesOf(placed._id)).toBe(1);
    } finally {
      fake.fetchesBeforeDelivery = 0;
    }
  });
});

describe('what an admin decides', () => {
  it('a card of the wrong currency is not given: the order waits for an admin, who is mailed; a refund closes the provider order', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    const adminMailsBefore = (await mailsTo(ADMIN_EMAIL)).length;
    fake.wrongFace = { faceCurrency: 'USD' };
    let placed;
    try {
      placed = await order(user, productId);
    } finally {
      fake.wrongFace = null;
    }
    expect(placed.status).toBe('pending');
    expect(await providerOrder(placed._id)).toMatchObject({ state: 'needs-admin', wait_reason: 'waiting-team', last_reason: 'wrong-face-value' });
    expect(await dbRow(`select count(*)::int as codes from reward_codes where order_id = ?`, [placed._id])).toEqual({ codes: 0 });
    const mails = await mailsTo(ADMIN_EMAIL);
    expect(mails).toHaveLength(adminMailsBefore + 1);
    expect(mails.at(-1)!.text).toContain('face value or currency');

    const refunded = await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/reward-orders/${placed._id}/reject`, token: ctx.admin, payload: { reason: 'The supplier sent the wrong card' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await providerOrder(placed._id)).toMatchObject({ state: 'closed', last_reason: 'admin-refused' });
    await expectLedgerClean();
  });

  it('a balance that cannot cover the order: never sent to the provider; fulfilled by hand, the provider order closed for good', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    const balanceBefore = fake.balanceAmount;
    fake.balanceAmount = 0.05;
    await db(`delete from provider_balances`);
    let placed;
    try {
      placed = await order(user, productId);
    } finally {
      fake.balanceAmount = balanceBefore;
    }
    expect(placed.status).toBe('pending');
    expect(fake.calls.filter((call) => call.id === placed._id)).toEqual([]);
    expect(await providerOrder(placed._id)).toMatchObject({ state: 'needs-admin', wait_reason: 'waiting-team', last_reason: 'balance-low', place_sent_at: null });
    // The low balance was mailed to the admins once.
    expect((await mailsTo(ADMIN_EMAIL)).filter((mail) => mail.subject.startsWith('Low supplier balance'))).toHaveLength(1);

    const fulfilled = await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/reward-orders/${placed._id}/fulfil`, token: ctx.admin, payload: { code: 'HAND-TYPED-CODE-0001' } });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(await providerOrder(placed._id)).toMatchObject({ state: 'closed', last_reason: 'admin-fulfilled' });
    await db(`delete from provider_balances`);
    expect(await attemptProviderOrder(deps(), placed._id)).toBe('not-due');
    expect(await sweepProviderOrders(deps())).toBe(0);
    expect(purchasesOf(placed._id)).toBe(0);
    await expectLedgerClean();

    // The sweep asked the balance again: the scrape's database read has it (another server of this file may have
    // closed since this one registered its gauge sources, so the read is made here), and /metrics names the gauges.
    const figures = await databaseFigures(ctx.t.server.orm, ctx.t.clock);
    expect(figures.providerBalances).toEqual([{ provider: 'fake', currency: 'USD', amount: expect.closeTo(fake.balanceAmount, 3), readAt: ctx.t.clock.now() }]);
    expect(figures.providerOrders).toEqual([]);
    const metrics = await ctx.t.request('admin', { method: 'GET', url: '/metrics', token: ctx.admin });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('# TYPE fulfilment_provider_balance gauge');
    expect(metrics.body).toContain('# TYPE provider_orders gauge');
  });
});

describe('exactly once', () => {
  it('many orders at once: each bought once and fulfilled once', async () => {
    const productId = await linkedProduct();
    const users = await Promise.all(Array.from({ length: 8 }, () => fundedUser()));
    const placed = await Promise.all(users.map((user) => order(user, productId)));
    for (const one of placed) {
      expect(one.status).toBe('fulfilled');
      expect(purchasesOf(one._id)).toBe(1);
    }
    expect(new Set(placed.map((one) => one.code)).size).toBe(placed.length);
    await expectLedgerClean();
  });

  it('the job racing other runs: one delivery, one code, one settlement', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    fake.fetchesBeforeDelivery = 1;
    let placed;
    try {
      placed = await order(user, productId);
    } finally {
      fake.fetchesBeforeDelivery = 0;
    }
    expect(placed.status).toBe('pending');
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => attemptProviderOrder(deps(), placed._id)));
    expect(outcomes.filter((outcome) => outcome === 'delivered')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'delivered').every((outcome) => outcome === 'not-due')).toBe(true);
    expect(purchasesOf(placed._id)).toBe(1);
    expect(await dbRow(`select count(*)::int as codes from reward_codes where order_id = ?`, [placed._id])).toEqual({ codes: 1 });
    expect(await dbRow(`select count(*)::int as settled from ledger_transfers where idempotency_key = ?`, [`reward-settle:${placed._id}`])).toEqual({ settled: 1 });
    await expectLedgerClean();
  });

  it('a process killed after the provider took the order but before the code was stored: the sweep recovers it, one purchase', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    const doomed = await createTestServer({}, { databaseUrl: ctx.t.databaseUrl, clock: ctx.t.clock, fulfilmentProvider: fake, capabilities: ['store'] });
    await doomed.server.jobs.stop();
    const recorded = new Promise<string>((resolve) => {
      fake.onRecorded = resolve;
    });
    fake.hangAfterRecording = true;
    // The buyer's answer comes after the request's time budget; the provider's answer never does.
    const answered = order(user, productId, doomed);
    const orderId = await recorded;
    fake.onRecorded = null;
    expect((await answered).status).toBe('pending');
    await doomed.close();
    expect(await providerOrder(orderId)).toMatchObject({ state: 'placing', attempts: 1 });

    // Started again: nothing runs it before its lease has lapsed, then the sweep finds it at the provider.
    expect(await sweepProviderOrders(deps())).toBe(0);
    advance(LEASE_MS + 60_000);
    expect(await sweepProviderOrders(deps())).toBe(1);
    expect(await rewardOrder(orderId)).toMatchObject({ status: 'fulfilled', code_status: 'assigned' });
    expect(purchasesOf(orderId)).toBe(1);
    expect(await providerOrder(orderId)).toMatchObject({ state: 'delivered' });
    await expectLedgerClean();
  }, 20_000);
});

describe('a withdrawal amount linked to a card', () => {
  it('is paid with the card within the request, as an admin-typed code would be; unlinked amounts wait as before', async () => {
    await db(
      `insert into provider_products (provider, provider_product_id, name, brand, country_code, face_currency, cost_currency, denomination_type, denominations, synced_at)
       values (?, 'gp-inr-30', 'Google Play India ₹30', 'Google Play', 'IN', ?, 'USD', 'fixed', '[{"face": 30, "cost": 0.36}]', now())`,
      [PRODUCT.provider, PRODUCT.faceCurrency],
    );
    await db(`update withdrawal_options set provider = ?, provider_product_id = 'gp-inr-30' where amount_paise = 3000`, [PRODUCT.provider]);
    try {
      const user = await fundedUser(200);
      const linked = await withdraw(user, { amount: 30, email: user.email });
      expect(linked.statusCode, linked.body).toBe(200);
      const request = linked.json().request as { _id: string; status: string; codeLast4: string | null };
      expect(request.status).toBe('completed');
      expect(linked.json().message).toBe(REDEEM_MESSAGES.paid);
      expect(purchasesOf(request._id)).toBe(1);
      expect(request.codeLast4).toBe(normaliseRewardCode(fake.cardOf(request._id).code).slice(-4));
      expect(await providerOrder(request._id)).toMatchObject({ state: 'delivered' });
      const revealed = await ctx.t.request('public', { method: 'POST', url: `/api/wallet/redeem-history/${request._id}/reveal`, token: user.token });
      expect(revealed.statusCode, revealed.body).toBe(200);
      expect(revealed.body).toContain(fake.cardOf(request._id).code);

      // The supplier down: the request waits; the admin's refund closes its provider order, so nothing is bought later.
      fake.placeFaults.push({ kind: 'unavailable', reason: 'http-502' });
      const waitingAnswer = (await withdraw(user, { amount: 30, email: user.email })).json();
      const waiting = waitingAnswer.request as { _id: string; status: string };
      expect(waiting.status).toBe('pending');
      expect(waitingAnswer.message).toBe(REDEEM_MESSAGES.submitted);
      expect(await providerOrder(waiting._id)).toMatchObject({ state: 'placing', wait_reason: 'supplier-slow' });
      // The admin's queue shows where it stands with the supplier.
      const queue = await ctx.t.trpcQuery('admin', 'redeemRequests.list', { status: 'pending', page: 1, pageSize: 100 }, { token: ctx.admin });
      expect(queue.statusCode, queue.body).toBe(200);
      const listed = (trpcData(queue).requests as Array<{ id: string; supplier: unknown }>).find((candidate) => candidate.id === waiting._id);
      expect(listed?.supplier).toEqual({ state: 'placing', reason: 'http-502' });
      const rejected = await reject(waiting._id, { reason: 'Paid another way' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await providerOrder(waiting._id)).toMatchObject({ state: 'closed', last_reason: 'admin-refused' });
      advance(LOOKUP_LAG_MS);
      expect(await attemptProviderOrder(deps(), waiting._id)).toBe('not-due');
      expect(purchasesOf(waiting._id)).toBe(0);

      const unlinked = await withdraw(user, { amount: 50, email: user.email });
      expect(unlinked.statusCode, unlinked.body).toBe(200);
      expect(unlinked.json().request.status).toBe('pending');
      expect(await db(`select 1 from provider_orders where id = ?`, [unlinked.json().request._id])).toEqual([]);
      await expectLedgerClean();
    } finally {
      await db(`update withdrawal_options set provider = null, provider_product_id = null where amount_paise = 3000`);
    }
  });
});

ledgerChecksOutAfterThisFile(ctx);
