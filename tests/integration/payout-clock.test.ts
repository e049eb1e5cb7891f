import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../server/clock';
import { CLOCK_DAY_SECONDS, CLOCK_FAST_SECONDS, MIN_FULFILMENT_SAMPLE, STILL_WAITING } from '#contract/stats/rules';
import { checkEveryResponse } from './assertions';
import { trpcData } from './harness';
import { moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/**
 * The payout clock (issue 33, decision 058) over a known history built with the test clock: orders and
 * withdrawals requested and delivered at chosen moments, on both sides of each limit, some rejected or
 * refunded, some still waiting past a day, some too recent or too old to count; every figure exactly,
 * on /transparency (tRPC and REST) and on the admin dashboard.
 */

const ctx = useMoneyServer({ capabilities: ['store'] });
const { fund, pendingRequest, complete, reject, setClock , adminRequest: admin, rewardProduct: product } = moneyHelpers(ctx);
checkEveryResponse(() => ctx.t);

/** The server starts at T0; the clock's window is read at NOW: T0's events are outside it, B's inside. */
const T0 = Date.parse('2026-01-15T06:30:00.000Z');
const NOW = T0 + 32 * DAY_MS;
const B = NOW - 29 * DAY_MS;
const at = (ms: number) => setClock(new Date(ms).toISOString());

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };
const PROMISED = { ...GIFT, kind: 'app_store', name: 'App Store ₹100', faceValue: 100, pricePaise: 1_000, outOfStockPromiseHours: 48 };
const DIAMONDS = { ...GIFT, kind: 'free_fire_diamonds', name: '100 Diamonds', faceValue: 100, pricePaise: 1_000, region: 'India server', validity: 'Credited to your UID' };

const products = {} as Record<'gift' | 'promised' | 'diamonds', string>;
let buyer: TestUser;
let typed = 0;


async function adminOk(url: string, payload: Record<string, unknown>) {
  const response = await admin('PUT', url, payload);
  expect(response.statusCode, response.body).toBe(200);
}


/** An order placed at `when`; `status` is what the store answered (from stock: fulfilled at once). */
async function order(productId: string, when: number, status: 'fulfilled' | 'pending'): Promise<string> {
  await at(when);
  const payload = productId === products.diamonds ? { freeFireUid: '123456789' } : {};
  const response = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: buyer.token, payload });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().order.status).toBe(status);
  return response.json().order._id;
}

/** A pending order delivered by an admin `afterMs` after it was placed: a typed code, or a top-up's reference. */
async function orderDelivered(productId: string, when: number, afterMs: number): Promise<void> {
  const id = await order(productId, when, 'pending');
  await at(when + afterMs);
  typed += 1;
  await adminOk(`/api/admin/reward-orders/${id}/fulfil`, productId === products.diamonds ? { reference: `FF-CLOCK-${typed}` } : { code: `APPL-CLOCK-TYPED-${String(typed).padStart(4, '0')}` });
}

async function orderRejected(productId: string, when: number): Promise<void> {
  const id = await order(productId, when, 'pending');
  await at(when + HOUR_MS);
  await adminOk(`/api/admin/reward-orders/${id}/reject`, { reason: 'Clock test rejection' });
}

async function withdrawal(when: number, outcome: { completedAfterMs: number } | 'rejected' | 'pending'): Promise<void> {
  await at(when);
  const id = await pendingRequest(buyer, 30);
  if (outcome === 'pending') return;
  if (outcome === 'rejected') {
    await at(when + HOUR_MS);
    expect((await reject(id, { reason: 'Clock test rejection' })).statusCode).toBe(200);
    return;
  }
  await at(when + outcome.completedAfterMs);
  expect((await complete(id, { code: `GPLAY-CLOCK-${id.slice(0, 8)}` })).statusCode).toBe(200);
}

async function transparencyClock(): Promise<unknown> {
  const response = await ctx.t.trpcQuery('public', 'stats.transparency');
  expect(response.statusCode, response.body).toBe(200);
  return trpcData<{ payoutClock: unknown }>(response).payoutClock;
}

describe('the payout clock over a known history', () => {
  it('builds the history: each kind on both sides of both limits, rejected, refunded, waiting, too recent and too old', async () => {
    buyer = await ctx.t.createUser({ name: 'Clock Buyer' });
    await fund(buyer.id, 1_000);
    products.gift = await product(GIFT, ['CLOCK-GIFT-0001', 'CLOCK-GIFT-0002', 'CLOCK-GIFT-0003', 'CLOCK-GIFT-0004', 'CLOCK-GIFT-0005']);
    products.promised = await product(PROMISED);
    products.diamonds = await product(DIAMONDS);

    // Before the window: a code from stock and a withdrawal paid in a minute, counted nowhere.
    await order(products.gift, T0, 'fulfilled');
    await withdrawal(T0, { completedAfterMs: MINUTE_MS });

    // Store codes: 0 s twice (from stock), exactly 10 min, 10 min 1 s, exactly 24 h, 24 h 1 s;
    // a code reported as not working and refunded, and an order rejected: left out.
    await order(products.gift, B, 'fulfilled');
    await order(products.gift, B, 'fulfilled');
    await orderDelivered(products.promised, B + HOUR_MS, CLOCK_FAST_SECONDS * SECOND_MS);
    await orderDelivered(products.promised, B + 2 * HOUR_MS, (CLOCK_FAST_SECONDS + 1) * SECOND_MS);
    await orderDelivered(products.promised, B + 3 * HOUR_MS, CLOCK_DAY_SECONDS * SECOND_MS);
    await orderDelivered(products.promised, B + 4 * HOUR_MS, (CLOCK_DAY_SECONDS + 1) * SECOND_MS);
    const refunded = await order(products.gift, B + 5 * HOUR_MS, 'fulfilled');
    expect((await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${refunded}/reveal`, token: buyer.token })).statusCode).toBe(200);
    expect((await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${refunded}/report`, token: buyer.token, payload: { note: 'The store said the code is invalid' } })).statusCode).toBe(200);
    await at(B + 6 * HOUR_MS);
    await adminOk(`/api/admin/reward-orders/${refunded}/reject`, { reason: 'Refunded: the code did not work' });
    await orderRejected(products.promised, B + 7 * HOUR_MS);

    // Free Fire top-ups: 5 min, 30 min, 2 h; two still waiting since B; one rejected.
    await orderDelivered(products.diamonds, B + HOUR_MS, 5 * MINUTE_MS);
    await orderDelivered(products.diamonds, B + 2 * HOUR_MS, 30 * MINUTE_MS);
    await orderDelivered(products.diamonds, B + 3 * HOUR_MS, 2 * HOUR_MS);
    await order(products.diamonds, B + 4 * HOUR_MS, 'pending');
    await order(products.diamonds, B + 5 * HOUR_MS, 'pending');
    await orderRejected(products.diamonds, B + 6 * HOUR_MS);

    // Withdrawals: 3 min, 8 min, one still waiting, one rejected — three counted, too few for the figures.
    await withdrawal(B, { completedAfterMs: 3 * MINUTE_MS });
    await withdrawal(B + HOUR_MS, { completedAfterMs: 8 * MINUTE_MS });
    await withdrawal(B + 2 * HOUR_MS, 'pending');
    await withdrawal(B + 3 * HOUR_MS, 'rejected');

    // Within the last day: not yet in the clock, whatever happened to them.
    await order(products.promised, NOW - 23 * HOUR_MS, 'pending');
    await order(products.gift, NOW - HOUR_MS, 'fulfilled');
    await withdrawal(NOW - 2 * HOUR_MS, 'pending');
  });

  it('publishes per kind the shares within 10 minutes and 24 hours, the nearest-rank median and 90th percentile, and what it left out', async () => {
    await at(NOW);
    expect(MIN_FULFILMENT_SAMPLE).toBe(5);
    const clock = [
      // Sorted 0, 0, 600, 601, 86400, 86401: median the ⌈0.5·6⌉ = 3rd (600 s, the goal met at its limit), 90th percentile the ⌈0.9·6⌉ = 6th (a second over a day).
      { kind: 'store_code', counted: 6, stillWaiting: 0, leftOut: 2, withinFast: 3, withinDay: 5, medianSeconds: 600, p90Seconds: 86_401 },
      // Sorted 300, 1800, 7200, waiting, waiting: the 3rd is 2 hours; the ⌈0.9·5⌉ = 5th is a request still waiting.
      { kind: 'top_up', counted: 5, stillWaiting: 2, leftOut: 1, withinFast: 1, withinDay: 3, medianSeconds: 7_200, p90Seconds: STILL_WAITING },
      { kind: 'withdrawal', counted: 3, stillWaiting: 1, leftOut: 1, withinFast: 2, withinDay: 2, medianSeconds: null, p90Seconds: null },
    ];
    expect(await transparencyClock()).toEqual(clock);

    const rest = await ctx.t.request('public', { method: 'GET', url: '/api/transparency' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payoutClock).toEqual(clock);

    // The admin dashboard tracks the same figures, read afresh.
    const overview = await ctx.t.trpcQuery('admin', 'adminDashboard.overview', undefined, { token: ctx.admin });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(trpcData<{ payoutClock: unknown }>(overview).payoutClock).toEqual(clock);
  });

  it('a request still waiting enters the clock when its day is up, against both shares, and never vanishes', async () => {
    // The order placed 23 h before NOW has waited a day an hour after NOW (past the figures' cache).
    await at(NOW + 2 * HOUR_MS);
    const [codes] = (await transparencyClock()) as Array<Record<string, unknown>>;
    // Sorted 0, 0, 600, 601, 86400, 86401, waiting: the 4th and the 7th.
    expect(codes).toEqual({ kind: 'store_code', counted: 7, stillWaiting: 1, leftOut: 2, withinFast: 3, withinDay: 5, medianSeconds: 601, p90Seconds: STILL_WAITING });
  });
});
