import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPages } from '../../server/seeds/pages';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, trpcError } from './harness';
import { moneyHelpers, UNKNOWN_ID, useMoneyServer } from './money-helpers';

/** Issue 16: the store capability switched on and off, what its procedures do then, /success's one order, and the pages' store blocks. */

const ctx = useMoneyServer();
const { fund, balance, db } = moneyHelpers(ctx);
checkEveryResponse(() => ctx.t);

const PAGES_WITH_STORE = ['about', 'terms', 'refund-policy'] as const;

async function pageContent(slug: string): Promise<string> {
  return trpcData<{ content: string }>(await ctx.t.trpcQuery('public', 'pages.get', { slug })).content;
}

function setStore(enabled: boolean) {
  return ctx.t.trpcMutation('admin', 'capabilities.set', { capability: 'store', enabled }, { token: ctx.admin });
}

describe('the store capability', () => {
  it('is off on a fresh test installation, and an admin can switch it on and off again', async () => {
    expect(trpcData(await ctx.t.trpcQuery('public', 'site.info')).capabilities.store).toBe(false);
    expect((await setStore(true)).statusCode).toBe(200);
    expect(trpcData(await ctx.t.trpcQuery('public', 'site.info')).capabilities.store).toBe(true);
    expect((await setStore(false)).statusCode).toBe(200);
    expect(trpcData(await ctx.t.trpcQuery('public', 'site.info')).capabilities.store).toBe(false);
  });

  it('About, Terms and Refund Policy carry the store text only while the store is on', async () => {
    const email = (await pageContent('about')).match(/Write to (\S+)\.$/)![1]!;
    const seeded = seedPages(email);
    for (const slug of PAGES_WITH_STORE) {
      expect(seeded[slug].content, slug).toContain('[[store]]');
      const off = await pageContent(slug);
      expect(off, slug).not.toMatch(/store|gift card|free fire|\[\[/i);
    }
    await setStore(true);
    try {
      const about = await pageContent('about');
      expect(about).toMatch(/Google Play and App Store gift cards and Free Fire diamond top-ups/);
      expect(about).not.toContain('[[');
      expect(await pageContent('terms')).toMatch(/Code didn't work/);
      const refunds = await pageContent('refund-policy');
      expect(refunds).toMatch(/reject it with the reason and the full price returns to your balance/);
      expect(refunds).toMatch(/replace the code once, or return the price/);
    } finally {
      await setStore(false);
    }
  });
});

describe('rewards.order', () => {
  beforeAll(() => setStore(true));
  afterAll(() => setStore(false));

  it("answers the owner's order with its promised hours while pending; anyone else's id is not found", async () => {
    const created = await ctx.t.request('admin', {
      method: 'POST',
      url: '/api/admin/rewards',
      token: ctx.admin,
      payload: { kind: 'app_store', name: 'App Store ₹100', faceValue: 100, pricePaise: 10_000, region: 'India App Store only', validity: 'Valid 12 months', enabled: true, outOfStockPromiseHours: 36 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json()._id as string;
    const owner = await ctx.t.createUser();
    await fund(owner.id, 100);
    const placed = trpcData<{ id: string; status: string }>(await ctx.t.trpcMutation('public', 'rewards.redeem', { id: productId }, { token: owner.token }));
    expect(placed.status).toBe('pending');

    const order = trpcData(await ctx.t.trpcQuery('public', 'rewards.order', { id: placed.id }, { token: owner.token }));
    expect(order).toMatchObject({ id: placed.id, productId, productName: 'App Store ₹100', kind: 'app_store', pricePaise: 10_000, status: 'pending', hasCode: false, promiseHours: 36 });
    expect(order).not.toHaveProperty('code');

    const other = await ctx.t.createUser();
    for (const id of [placed.id, UNKNOWN_ID]) {
      const refused = trpcError(await ctx.t.trpcQuery('public', 'rewards.order', { id }, { token: other.token }));
      expect(refused.data.httpStatus).toBe(404);
      expect(refused.data.appCode).toBe('rewards.order-not-found');
    }
    expect((await ctx.t.trpcQuery('public', 'rewards.order', { id: placed.id })).statusCode).toBe(401);

    // Settled, the order no longer carries a promise: there is nothing left to wait for.
    const rejected = await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/reward-orders/${placed.id}/reject`, token: ctx.admin, payload: { reason: 'No App Store stock this week' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(trpcData(await ctx.t.trpcQuery('public', 'rewards.order', { id: placed.id }, { token: owner.token }))).toMatchObject({ status: 'rejected', reason: 'No App Store stock this week', promiseHours: null });
  });
});

/** Switched off, the store does not exist for the public: 404 with the switch's own refusal code. */
function expectStoreOff(response: LightMyRequestResponse, kind: 'trpc' | 'rest') {
  expect(response.statusCode, response.body).toBe(404);
  if (kind === 'trpc') expect(trpcError(response).data.appCode).toBe('capabilities.off');
  else expect(response.json()).toEqual({ code: 'capabilities.off', message: 'Reward store (gift cards and Free Fire diamonds) is not available right now' });
}

describe('the store switched off', () => {
  it('refuses browsing, buying and /success\'s order, holding nothing; history, reveal and report still work; on again, buying works', async () => {
    const created = await ctx.t.request('admin', {
      method: 'POST',
      url: '/api/admin/rewards',
      token: ctx.admin,
      payload: { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json()._id as string;
    const codes = ['SWITCH-OFF-0001', 'SWITCH-OFF-0002', 'SWITCH-OFF-0003'];
    expect((await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${productId}/codes`, token: ctx.admin, payload: { codes } })).json()).toMatchObject({ added: 3 });
    const buyer = await ctx.t.createUser();
    await fund(buyer.id, 50);
    const redeemRest = () => ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: buyer.token, payload: {} });

    await setStore(true);
    const bought = await redeemRest();
    expect(bought.statusCode, bought.body).toBe(200);
    const { _id: orderId, status, code } = bought.json().order as { _id: string; status: string; code: string };
    expect(status).toBe('fulfilled');
    expect(codes).toContain(code);

    expect((await setStore(false)).statusCode).toBe(200);
    const ordersBefore = await db('select count(*)::int as n from reward_orders');
    const balanceBefore = await balance(buyer);
    expectStoreOff(await ctx.t.trpcQuery('public', 'rewards.list'), 'trpc');
    expectStoreOff(await ctx.t.request('public', { method: 'GET', url: '/api/rewards' }), 'rest');
    expectStoreOff(await ctx.t.trpcMutation('public', 'rewards.redeem', { id: productId }, { token: buyer.token }), 'trpc');
    expectStoreOff(await redeemRest(), 'rest');
    expectStoreOff(await ctx.t.trpcQuery('public', 'rewards.order', { id: orderId }, { token: buyer.token }), 'trpc');
    expect(await db('select count(*)::int as n from reward_orders')).toEqual(ordersBefore);
    expect(await balance(buyer)).toEqual(balanceBefore);

    // What the buyer already bought stays theirs: the history, the code, and "Code didn't work".
    const history = trpcData<{ orders: Array<{ id: string }> }>(await ctx.t.trpcQuery('public', 'rewards.orders', { page: 1, pageSize: 10 }, { token: buyer.token }));
    expect(history.orders.map((order) => order.id)).toEqual([orderId]);
    const reveal = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${orderId}/reveal`, token: buyer.token });
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect(reveal.json()).toEqual({ code });
    const report = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${orderId}/report`, token: buyer.token, payload: { note: 'The store said it is invalid' } });
    expect(report.statusCode, report.body).toBe(200);
    // The admin's side is on its own origin and stays available.
    expect((await ctx.t.request('admin', { method: 'GET', url: '/api/admin/rewards', token: ctx.admin })).statusCode).toBe(200);

    await setStore(true);
    try {
      expect((await ctx.t.request('public', { method: 'GET', url: '/api/rewards' })).statusCode).toBe(200);
      const again = await redeemRest();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().order).toMatchObject({ status: 'fulfilled', code: expect.not.stringMatching(code) });
      expect(await balance(buyer)).toMatchObject({ balance: balanceBefore.balance - 10 });
    } finally {
      await setStore(false);
    }
  });
});

describe('the development seed', () => {
  it('switches the store on once; an admin who switches it off is not overruled at the next start', async () => {
    const dev = await createTestServer({ NODE_ENV: 'development' });
    try {
      expect(trpcData(await dev.trpcQuery('public', 'site.info')).capabilities.store).toBe(true);
      const admin = await dev.adminToken();
      expect((await dev.trpcMutation('admin', 'capabilities.set', { capability: 'store', enabled: false }, { token: admin })).statusCode).toBe(200);
      const restarted = await createTestServer({ NODE_ENV: 'development' }, { databaseUrl: dev.databaseUrl });
      try {
        expect(trpcData(await restarted.trpcQuery('public', 'site.info')).capabilities.store).toBe(false);
      } finally {
        await restarted.close();
      }
    } finally {
      await dev.close();
    }
  });
});
