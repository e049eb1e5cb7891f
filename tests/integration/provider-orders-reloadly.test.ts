import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../server/modules/deps';
import { cardText, fulfilmentProvider, sweepProviderOrders } from '../../server/modules/fulfilment';
import { LEASE_MS } from '../../server/modules/fulfilment/provider-orders';
import { CARD_DELIVERIES } from '../../server/jobs/tasks';
import { startReloadlyStandIn, type ReloadlyStandIn } from '../fixtures/reloadly-stand-in';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, type TestServer } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, type MoneyTestContext, type TestUser } from './money-helpers';

/**
 * Issue 33's flow through the real Reloadly client (reloadly-client.ts) against the stand-in that speaks
 * its HTTP API, as the server builds it from RELOADLY_* (provider-orders.test.ts runs the same flow
 * against an in-memory fake, with every fault): the catalogue synced and a product linked through the
 * admin's procedures, a card bought within the request, a process that dies after the provider took
 * the order and before the code was stored, and an answer for another face value.
 */

let reloadly: ReloadlyStandIn;
const ctx = {} as MoneyTestContext;
beforeAll(async () => {
  reloadly = await startReloadlyStandIn();
  ctx.t = await createTestServer(reloadly.env, { capabilities: ['store'] });
  // The tests run the sweep themselves: the worker would otherwise take the retries the requests schedule.
  await ctx.t.server.jobs.stop();
  ctx.admin = await ctx.t.adminToken();
  const synced = await ctx.t.trpcMutation('admin', 'providerCatalogue.sync', undefined, { token: ctx.admin });
  expect(synced.statusCode, synced.body).toBe(200);
});
afterAll(async () => {
  await ctx.t?.close();
  await reloadly?.close();
});
checkEveryResponse(() => ctx.t);
const { fund, rewardProduct, dbRow } = moneyHelpers(ctx);

/** Stand-in product 18001: Google Play India, rupee cards of fixed face values. */
const GOOGLE_PLAY_INDIA = '18001';
const FACE_RUPEES = 25;
let productCount = 0;

/** A ₹25 gift card with no uploaded code, linked to Google Play India through the admin's procedure. */
async function linkedProduct(): Promise<string> {
  const id = await rewardProduct({ kind: 'google_play', name: `Google Play ₹${FACE_RUPEES} #${++productCount}`, faceValue: FACE_RUPEES, pricePaise: FACE_RUPEES * 100, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true });
  const linked = await ctx.t.trpcMutation('admin', 'providerCatalogue.link', { target: { kind: 'reward', productId: id }, providerProductId: GOOGLE_PLAY_INDIA }, { token: ctx.admin });
  expect(trpcData(linked)).toEqual({ linked: true });
  return id;
}

async function fundedUser(): Promise<TestUser> {
  const user = await ctx.t.createUser();
  await fund(user.id, 100);
  return user;
}

async function order(user: TestUser, productId: string, via: TestServer = ctx.t) {
  const response = await via.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as { _id: string; status: string; code?: string };
}

/** What the buyer types: the stand-in's card for this order, as the app writes a card with its PIN. */
function cardOf(orderId: string): string {
  const transaction = reloadly.orders.get(orderId);
  expect(transaction, `the stand-in has no order ${orderId}`).toBeDefined();
  const [card] = reloadly.cards.get(transaction!.transactionId)!;
  return cardText({ code: card!.cardNumber, pin: card!.pinCode });
}

/** Orders sent to the stand-in so far (a second purchase for one order would be a second one). */
const ordersSent = () => reloadly.requests.filter((request) => request === 'POST /orders').length;

function sweep(): Promise<number> {
  const deps: Deps = { em: ctx.t.server.orm.em.fork(), clock: ctx.t.clock, config: ctx.t.config, fulfilmentProvider: fulfilmentProvider(ctx.t.config) };
  return sweepProviderOrders(deps, CARD_DELIVERIES);
}

describe('a linked product bought from Reloadly (its stand-in)', () => {
  it('is bought within the request: the answer carries the card Reloadly delivered, one purchase', async () => {
    const productId = await linkedProduct();
    const sentBefore = ordersSent();
    const placed = await order(await fundedUser(), productId);
    expect(placed).toMatchObject({ status: 'fulfilled', code: cardOf(placed._id) });
    expect(ordersSent() - sentBefore).toBe(1);
    expect(reloadly.orders.get(placed._id)).toMatchObject({ customIdentifier: placed._id, product: { productId: Number(GOOGLE_PLAY_INDIA), unitPrice: FACE_RUPEES, currencyCode: 'INR' } });
  });

  it('a process that dies after Reloadly took the order and before the code was stored: another recovers it by our identifier, never buying again', async () => {
    const productId = await linkedProduct();
    const user = await fundedUser();
    const doomed = await createTestServer(reloadly.env, { databaseUrl: ctx.t.databaseUrl, clock: ctx.t.clock, capabilities: ['store'] });
    await doomed.server.jobs.stop();
    // Reloadly records and charges the order; its answer never reaches the process, which then stops.
    const sentBefore = ordersSent();
    reloadly.knobs.loseNextOrderAnswer = 'drop';
    const placed = await order(user, productId, doomed);
    await doomed.close();
    expect(placed.status).toBe('pending');
    expect(reloadly.orders.has(placed._id)).toBe(true);
    expect(await dbRow(`select state from provider_orders where id = ?`, [placed._id])).toEqual({ state: 'placing' });

    // The other process leaves it while the dead one's lease runs, then finds it at Reloadly and delivers it.
    expect(await sweep()).toBe(0);
    ctx.t.clock.set(new Date(ctx.t.clock.now().getTime() + LEASE_MS + 60_000));
    expect(await sweep()).toBe(1);
    expect(await dbRow(`select o.status, p.state from reward_orders o join provider_orders p on p.id = o.id where o.id = ?`, [placed._id])).toEqual({ status: 'fulfilled', state: 'delivered' });
    const revealed = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${placed._id}/reveal`, token: user.token });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(JSON.stringify(revealed.json())).toContain(cardOf(placed._id));
    expect(ordersSent() - sentBefore).toBe(1);
  });

  it('an answer for another face value is not given to the buyer: the order waits for an admin', async () => {
    reloadly.knobs.answerFaceValue = 50;
    try {
      const placed = await order(await fundedUser(), await linkedProduct());
      expect(placed.status).toBe('pending');
      expect(placed.code).toBeUndefined();
      expect(await dbRow(`select state, last_reason from provider_orders where id = ?`, [placed._id])).toMatchObject({ state: 'needs-admin' });
    } finally {
      reloadly.knobs.answerFaceValue = null;
    }
  });
});

ledgerChecksOutAfterThisFile(ctx);
