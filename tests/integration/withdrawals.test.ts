import { describe, expect, it } from 'vitest';
import { expectRestError } from './assertions';
import { trpcData, trpcError } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, UNKNOWN_ID, useMoneyServer } from './money-helpers';

/** Withdrawal requests over the documented REST paths: a user asks (the amount is held), an admin completes or rejects. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer();
const { fund, withdraw, pendingRequest, complete, reject, balance, walletBalance, transactions, redeemHistory, updateOption, mailsTo, moneyState } = moneyHelpers(ctx);

describe('withdrawal requests', () => {
  it('refuses bad input with the spec messages and creates nothing', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 20);
    const before = await moneyState(user);
    expectRestError(await withdraw(user, { email: user.email }), 400, 'Please select an amount');
    expectRestError(await withdraw(user, { amount: '', email: user.email }), 400, 'Please select an amount');
    expectRestError(await withdraw(user, { amount: 30 }), 400, 'Please enter your email');
    expectRestError(await withdraw(user, { amount: 30, email: '' }), 400, 'Please enter your email');
    expectRestError(await withdraw(user, { amount: 30, email: '   ' }), 400, 'Please enter your email');
    expectRestError(await withdraw(user, { amount: 30, email: 'not-an-email' }), 400, /e-?mail/i);
    expectRestError(await withdraw(user, { amount: 40, email: user.email }), 400, /not offered/i);
    expectRestError(await withdraw(user, { amount: 'thirty', email: user.email }), 400, /amount/i);
    expectRestError(await withdraw(user, { amount: 30, email: user.email }), 400, 'Insufficient balance');
    expect(await moneyState(user)).toEqual(before);
  });

  it('success: the amount is held at once, pending rises, the request is in the history', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const payoutEmail = `Payout-${user.id.slice(0, 8)}@Example.com`;
    const response = await withdraw(user, { amount: 30, email: payoutEmail });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Redeem request submitted successfully');
    expect(body.request).toMatchObject({ amount: 30, email: payoutEmail.toLowerCase(), status: 'pending', code: null, rejectReason: null, resolvedAt: null });
    expect(await balance(user)).toEqual({ balance: 70, pending: 30, pendingCount: 1 });
    expect(await walletBalance(user)).toBe(70);
    expect(await redeemHistory(user)).toEqual([expect.objectContaining({ _id: body.request._id, amount: 30, status: 'pending' })]);
    const [hold] = await transactions(user);
    expect(hold).toMatchObject({ amount: -30, kind: 'withdrawal-hold' });

    ctx.t.clock.advance(1000);
    expect((await withdraw(user, { amount: '50', email: user.email })).statusCode).toBe(200);
    expect(await balance(user)).toEqual({ balance: 20, pending: 80, pendingCount: 2 });
    expect((await redeemHistory(user)).map((request) => request.amount)).toEqual([50, 30]);
  });

  it('an amount switched off by an admin is refused with the admin\'s reason; switching off needs a reason', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const off = await updateOption({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
    expect(off.statusCode, off.body).toBe(200);
    expect(trpcData(off)).toEqual({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
    try {
      const options = await ctx.t.request('public', { method: 'GET', url: '/trpc/redeem.options' });
      expect(trpcData(options)).toContainEqual({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
      expectRestError(await withdraw(user, { amount: 30, email: user.email }), 400, /out of stock/);
      expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
      expect((await withdraw(user, { amount: 50, email: user.email })).statusCode).toBe(200);

      const noReason = await updateOption({ amountPaise: 10000, isAvailable: false });
      expect(noReason.statusCode).toBe(400);
      expect(trpcError(noReason).message).toMatch(/reason/i);
      const blankReason = await updateOption({ amountPaise: 10000, isAvailable: false, unavailableReason: '   ' });
      expect(blankReason.statusCode).toBe(400);
      const optionsAfter = trpcData(await ctx.t.request('public', { method: 'GET', url: '/trpc/redeem.options' }));
      expect(optionsAfter).toContainEqual({ amountPaise: 10000, isAvailable: true, unavailableReason: null });
      expect((await updateOption({ amountPaise: 4000, isAvailable: false, unavailableReason: 'x' })).statusCode).toBe(404);
    } finally {
      const on = await updateOption({ amountPaise: 3000, isAvailable: true });
      expect(trpcData(on)).toEqual({ amountPaise: 3000, isAvailable: true, unavailableReason: null });
    }
    expect((await withdraw(user, { amount: 30, email: user.email })).statusCode).toBe(200);
    expect(await balance(user)).toEqual({ balance: 20, pending: 80, pendingCount: 2 });
  });

  it('withdrawing needs a verified e-mail and a sign-in', async () => {
    const unverified = await ctx.t.createUser({ verified: false });
    await fund(unverified.id, 100);
    expectRestError(await withdraw(unverified, { amount: 30, email: unverified.email }), 403, /verify your e-mail/i);
    expect(await balance(unverified)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
    expectRestError(await ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem', payload: { amount: 30, email: 'x@example.com' } }), 401);
  });
});

// ── admin resolution of withdrawals ─────────────────────────────────────────────────────

describe('admin resolves withdrawal requests', () => {
  it('complete: stores the code, shows it to the user, mails it to the request address, balance unchanged, pending 0', async () => {
    const user = await ctx.t.createUser({ name: 'Priya Payout' });
    await fund(user.id, 60);
    const payoutEmail = `gp-${user.id.slice(0, 8)}@example.com`;
    const id = await pendingRequest(user, 50, payoutEmail);
    expect(await balance(user)).toEqual({ balance: 10, pending: 50, pendingCount: 1 });

    expectRestError(await complete(id, { code: '' }), 400, 'Google Play code is required');
    expectRestError(await complete(id, { code: '   ' }), 400, 'Google Play code is required');
    expectRestError(await complete(id, {}), 400, 'Google Play code is required');

    const done = await complete(id, { code: 'GPLAY-ABCD-1234' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ _id: id, status: 'completed', code: 'GPLAY-ABCD-1234', amount: 50, rejectReason: null });
    expect(done.json().resolvedAt).toEqual(expect.any(String));

    expect(await balance(user)).toEqual({ balance: 10, pending: 0, pendingCount: 0 });
    expect(await redeemHistory(user)).toEqual([expect.objectContaining({ _id: id, status: 'completed', code: 'GPLAY-ABCD-1234' })]);
    const mails = await mailsTo(payoutEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('GPLAY-ABCD-1234');
    expect(mails[0]!.subject).toContain('₹50');
    expect((await mailsTo(user.email)).some((mail) => mail.text.includes('GPLAY-ABCD-1234'))).toBe(false);

    const again = await complete(id, { code: 'ANOTHER' });
    expectRestError(again, 409, /already completed/);
    expectRestError(await reject(id, { reason: 'changed my mind' }), 409, /already completed/);
    expect(await balance(user)).toEqual({ balance: 10, pending: 0, pendingCount: 0 });
    expect((await redeemHistory(user))[0]!.code).toBe('GPLAY-ABCD-1234');
    expect(await mailsTo(payoutEmail)).toHaveLength(1);
  });

  it('reject: the money returns to the balance, the history shows the release, the reason is mailed', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const id = await pendingRequest(user, 100);
    expect(await balance(user)).toEqual({ balance: 0, pending: 100, pendingCount: 1 });

    expectRestError(await reject(id, { reason: '' }), 400, 'Reason is required');
    expectRestError(await reject(id, {}), 400, 'Reason is required');
    expect(await balance(user)).toEqual({ balance: 0, pending: 100, pendingCount: 1 });

    const rejected = await reject(id, { reason: 'Google Play codes out of stock' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ _id: id, status: 'rejected', rejectReason: 'Google Play codes out of stock', code: null });
    expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
    const [release, hold] = await transactions(user);
    expect(release).toMatchObject({ amount: 100, kind: 'withdrawal-release', description: expect.stringContaining('Google Play codes out of stock') });
    expect(hold).toMatchObject({ amount: -100, kind: 'withdrawal-hold' });
    expect(await redeemHistory(user)).toEqual([expect.objectContaining({ _id: id, status: 'rejected', rejectReason: 'Google Play codes out of stock', code: null })]);
    const mails = (await mailsTo(user.email)).filter((mail) => mail.text.includes('Google Play codes out of stock'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('₹100');

    expectRestError(await reject(id, { reason: 'again' }), 409, /already rejected/);
    expectRestError(await complete(id, { code: 'LATE' }), 409, /already rejected/);
    expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
  });

  it('unknown request 404, malformed id 400', async () => {
    expectRestError(await complete(UNKNOWN_ID, { code: 'X' }), 404, 'Redeem request not found');
    expectRestError(await reject(UNKNOWN_ID, { reason: 'X' }), 404, 'Redeem request not found');
    expectRestError(await complete('nope', { code: 'X' }), 400, /id/i);
  });

  it('lists requests filtered by status, each with userId { _id, name, email }', async () => {
    const user = await ctx.t.createUser({ name: 'Filter Person' });
    await fund(user.id, 90);
    const pending = await pendingRequest(user, 30);
    const completed = await pendingRequest(user, 30);
    const rejected = await pendingRequest(user, 30);
    expect((await complete(completed, { code: 'FILTER-CODE' })).statusCode).toBe(200);
    expect((await reject(rejected, { reason: 'filter reason' })).statusCode).toBe(200);

    const list = async (status: string) => {
      const response = await ctx.t.request('admin', { method: 'GET', url: `/api/admin/redeem-requests?status=${status}&pageSize=100`, token: ctx.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Array<{ _id: string; status: string; userId: { _id: string; name: string; email: string } }>;
    };
    for (const [status, id] of [['pending', pending], ['completed', completed], ['rejected', rejected]] as const) {
      const items = await list(status);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.status === status)).toBe(true);
      const mine = items.filter((item) => item.userId._id === user.id);
      expect(mine.map((item) => item._id)).toEqual([id]);
      expect(mine[0]!.userId).toEqual({ _id: user.id, name: 'Filter Person', email: user.email });
    }
    const all = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?pageSize=100', token: ctx.admin });
    expect(new Set(all.json().map((item: { status: string }) => item.status))).toEqual(new Set(['pending', 'completed', 'rejected']));
    expectRestError(await ctx.t.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?status=paid', token: ctx.admin }), 400, /status/i);
  });
});

// ── admin balance adjustments ───────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
