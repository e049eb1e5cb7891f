import { beforeAll, describe, expect, it } from 'vitest';
import { expectClean, expectRestError } from './assertions';
import { trpcData } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/** Who may touch whose money: users see only their own, and the admin paths refuse users and visitors. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer();
const { promo, redeemPromo, fund, withdraw, pendingRequest, balance, transactions, redeemHistory, auditEntries, moneyState } = moneyHelpers(ctx);

describe('authorization', () => {
  let alice: TestUser;
  let bob: TestUser;
  let aliceRequest: string;
  let alicePromo: { _id: string };

  beforeAll(async () => {
    alice = await ctx.t.createUser({ name: 'Alice' });
    bob = await ctx.t.createUser({ name: 'Bob' });
    alicePromo = await promo({ code: 'ALICE-ONLY', amount: 7 });
    await fund(alice.id, 100);
    expect((await redeemPromo(alice, 'ALICE-ONLY')).statusCode).toBe(200);
    aliceRequest = await pendingRequest(alice, 50);
  });

  it("a user never sees another user's transactions, balance or requests", async () => {
    expect(await transactions(bob)).toEqual([]);
    expect(await redeemHistory(bob)).toEqual([]);
    expect(await balance(bob)).toEqual({ balance: 0, pending: 0, pendingCount: 0 });
    // Smuggling the other user's id into the input changes nothing: the user comes from the session.
    const smuggled = await ctx.t.request('public', { method: 'GET', url: `/api/wallet/transactions?userId=${alice.id}`, token: bob.token });
    expect(smuggled.json()).toEqual([]);
    const trpcHistory = await ctx.t.request('public', {
      method: 'GET',
      url: `/trpc/wallet.history?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 100, userId: alice.id } }))}`,
      token: bob.token,
    });
    expect(trpcData(trpcHistory).entries).toEqual([]);
    expect((await transactions(alice)).length).toBe(3);
    expect((await redeemHistory(alice)).map((request) => request._id)).toEqual([aliceRequest]);
  });

  it("a user cannot spend another user's money by naming them", async () => {
    const response = await withdraw(bob, { amount: 50, email: bob.email, userId: alice.id });
    expectRestError(response, 400, 'Insufficient balance');
    expect(await balance(alice)).toEqual({ balance: 7 + 100 - 50, pending: 50, pendingCount: 1 });
  });

  it("a user cannot resolve anyone's request: 404 on the public origin, 401 on the admin origin", async () => {
    for (const [path, payload] of [['complete', { code: 'STOLEN' }], ['reject', { reason: 'mine now' }]] as const) {
      expectRestError(await ctx.t.request('public', { method: 'PUT', url: `/api/admin/redeem-requests/${aliceRequest}/${path}`, token: bob.token, payload }), 404);
      expectRestError(await ctx.t.request('public', { method: 'PUT', url: `/api/admin/redeem-requests/${aliceRequest}/${path}`, token: alice.token, payload }), 404);
      expectRestError(await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${aliceRequest}/${path}`, token: bob.token, payload }), 401);
    }
    const trpc = await ctx.t.request('public', { method: 'POST', url: '/trpc/redeemRequests.complete', token: bob.token, payload: { json: { id: aliceRequest, code: 'STOLEN' } } });
    expect(trpc.statusCode).toBe(404);
    expect(await redeemHistory(alice)).toEqual([expect.objectContaining({ _id: aliceRequest, status: 'pending', codeLast4: null })]);
    expect(await balance(alice)).toEqual({ balance: 57, pending: 50, pendingCount: 1 });
  });

  interface AdminMoneyCall {
    method: 'GET' | 'POST' | 'PUT';
    url: () => string;
    payload?: () => Record<string, unknown>;
  }
  const ADMIN_MONEY_PATHS: Record<string, AdminMoneyCall> = {
    'GET /api/admin/promocodes': { method: 'GET', url: () => '/api/admin/promocodes' },
    'POST /api/admin/promocodes': { method: 'POST', url: () => '/api/admin/promocodes', payload: () => ({ code: 'HIJACK', amount: 1000 }) },
    'PUT /api/admin/promocodes/{id}/toggle': { method: 'PUT', url: () => `/api/admin/promocodes/${alicePromo._id}/toggle` },
    'PUT /api/admin/users/{id}/balance': { method: 'PUT', url: () => `/api/admin/users/${bob.id}/balance`, payload: () => ({ amount: 1000, type: 'add', reason: 'free money' }) },
    'GET /api/admin/redeem-requests': { method: 'GET', url: () => '/api/admin/redeem-requests' },
    'PUT /api/admin/redeem-requests/{id}/complete': { method: 'PUT', url: () => `/api/admin/redeem-requests/${aliceRequest}/complete`, payload: () => ({ code: 'HIJACK' }) },
    'PUT /api/admin/redeem-requests/{id}/reject': { method: 'PUT', url: () => `/api/admin/redeem-requests/${aliceRequest}/reject`, payload: () => ({ reason: 'hijack' }) },
    'POST /api/admin/ledger-check': { method: 'POST', url: () => '/api/admin/ledger-check' },
    'POST /trpc/promoCodes.create': { method: 'POST', url: () => '/trpc/promoCodes.create', payload: () => ({ json: { code: 'HIJACK', amountPaise: 100000 } }) },
    'POST /trpc/promoCodes.toggle': { method: 'POST', url: () => '/trpc/promoCodes.toggle', payload: () => ({ json: { id: alicePromo._id } }) },
    'POST /trpc/wallet.adjustBalance': { method: 'POST', url: () => '/trpc/wallet.adjustBalance', payload: () => ({ json: { id: bob.id, type: 'add', amountPaise: 100000, reason: 'free money' } }) },
    'POST /trpc/wallet.checkLedger': { method: 'POST', url: () => '/trpc/wallet.checkLedger', payload: () => ({}) },
    'POST /trpc/redeemRequests.complete': { method: 'POST', url: () => '/trpc/redeemRequests.complete', payload: () => ({ json: { id: aliceRequest, code: 'HIJACK' } }) },
    'POST /trpc/redeemRequests.reject': { method: 'POST', url: () => '/trpc/redeemRequests.reject', payload: () => ({ json: { id: aliceRequest, reason: 'hijack' } }) },
    'POST /trpc/redeemRequests.updateOption': { method: 'POST', url: () => '/trpc/redeemRequests.updateOption', payload: () => ({ json: { amountPaise: 3000, isAvailable: false, unavailableReason: 'hijack' } }) },
  };

  async function everything() {
    const promos = (await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin })).json();
    const options = trpcData(await ctx.t.request('public', { method: 'GET', url: '/trpc/redeem.options' }));
    return {
      promos: promos.map((entry: { code: string; isActive: boolean }) => `${entry.code}:${entry.isActive}`).sort(),
      options,
      alice: await moneyState(alice),
      bob: await moneyState(bob),
      audit: (await auditEntries()).length,
    };
  }

  for (const [name, call] of Object.entries(ADMIN_MONEY_PATHS)) {
    it(`${name}: no token 401 and user token 401 on the admin origin, 404 on the public origin; nothing changes`, async () => {
      const before = await everything();
      const send = (target: 'public' | 'admin', token?: string) =>
        ctx.t.request(target, { method: call.method, url: call.url(), token, payload: call.payload?.() as never });
      for (const [target, token, status] of [
        ['admin', undefined, 401],
        ['admin', bob.token, 401],
        ['public', undefined, 404],
        ['public', bob.token, 404],
        ['public', ctx.admin, 404],
      ] as const) {
        const response = await send(target, token);
        expectClean(response);
        expect(response.statusCode, `${target} ${token ? 'with token' : 'anonymous'}: ${response.body}`).toBe(status);
      }
      expect(await everything()).toEqual(before);
    });
  }
});

// ── the ledger ──────────────────────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
