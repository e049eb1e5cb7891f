import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../server/clock';
import { expectRestError } from './assertions';
import { ledgerChecksOutAfterThisFile, moneyHelpers, useMoneyServer } from './money-helpers';

/** A user's wallet over the documented REST paths: balance, pending money and the transaction history. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer({ checkCaches: true });
const { promo, redeemPromo, adjust, fund, pendingRequest, balance, walletBalance, transactions, redeemHistory, setClock } = moneyHelpers(ctx);

describe('wallet balance and transactions', () => {
  it('a new user: balance 0, nothing pending, empty history', async () => {
    const user = await ctx.t.createUser();
    expect(await walletBalance(user)).toBe(0);
    expect(await balance(user)).toEqual({ balance: 0, pending: 0, pendingCount: 0 });
    expect(await transactions(user)).toEqual([]);
    expect(await redeemHistory(user)).toEqual([]);
  });

  it('transactions are newest first, signed rupees, with their fields, and paginate', async () => {
    await setClock('2026-03-01T05:00:00.000Z');
    await promo({ code: 'PAGE-PROMO', amount: 1.5 });
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    ctx.t.clock.advance(MINUTE_MS);
    expect((await redeemPromo(user, 'PAGE-PROMO')).statusCode).toBe(200);
    ctx.t.clock.advance(MINUTE_MS);
    await pendingRequest(user, 30);
    ctx.t.clock.advance(MINUTE_MS);
    expect((await adjust(user.id, { amount: 0.5, type: 'deduct', reason: 'typo fix' })).statusCode).toBe(200);

    const all = await transactions(user);
    expect(all.map((entry) => [entry.amount, entry.kind])).toEqual([
      [-0.5, 'adjustment'],
      [-30, 'withdrawal-hold'],
      [1.5, 'promo'],
      [100, 'adjustment'],
    ]);
    for (const entry of all) expect(Object.keys(entry).sort()).toEqual(['_id', 'amount', 'createdAt', 'description', 'kind', 'playId', 'promoCode']);
    expect(all[0]).toMatchObject({ description: 'Adjustment: typo fix', promoCode: null, createdAt: '2026-03-01T05:03:00.000Z' });
    expect(all[2]).toMatchObject({ promoCode: 'PAGE-PROMO', createdAt: '2026-03-01T05:01:00.000Z' });
    expect(all[3]).toMatchObject({ description: 'Adjustment: test funding', createdAt: '2026-03-01T05:00:00.000Z' });

    const page1 = await transactions(user, 'page=1&pageSize=3');
    const page2 = await transactions(user, 'page=2&pageSize=3');
    const page3 = await transactions(user, 'page=3&pageSize=3');
    expect(page1.map((entry) => entry._id)).toEqual(all.slice(0, 3).map((entry) => entry._id));
    expect(page2.map((entry) => entry._id)).toEqual([all[3]!._id]);
    expect(page3).toEqual([]);
    expectRestError(await ctx.t.request('public', { method: 'GET', url: '/api/wallet/transactions?pageSize=0', token: user.token }), 400);
    expectRestError(await ctx.t.request('public', { method: 'GET', url: '/api/wallet/transactions?page=abc', token: user.token }), 400);

    // The balance is the sum of the history: 100 + 1.5 - 30 - 0.5.
    expect(await balance(user)).toEqual({ balance: 71, pending: 30, pendingCount: 1 });
    expect(await walletBalance(user)).toBe(71);
  });

  it('reading the wallet needs a sign-in', async () => {
    for (const url of ['/api/wallet/balance', '/api/wallet/transactions', '/api/wallet/redeem-history', '/api/auth/me']) {
      expectRestError(await ctx.t.request('public', { method: 'GET', url }), 401);
      expectRestError(await ctx.t.request('public', { method: 'GET', url, token: 'not-a-real-token-0000000000000000000000000' }), 401);
    }
  });
});

// ── withdrawals ─────────────────────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
