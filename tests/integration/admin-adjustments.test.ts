import { describe, expect, it } from 'vitest';
import { expectRestError } from './assertions';
import { ledgerChecksOutAfterThisFile, moneyHelpers, UNKNOWN_ID, useMoneyServer } from './money-helpers';

/** An admin's balance adjustments and the audit log of every admin money action. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer();
const { createPromo, promo, adjust, fund, pendingRequest, complete, reject, walletBalance, transactions, updateOption, auditEntries, moneyState } = moneyHelpers(ctx);

describe('admin balance adjustments', () => {
  it('add and deduct work and show in the user history as "Adjustment: <reason>"', async () => {
    const user = await ctx.t.createUser();
    const added = await adjust(user.id, { amount: 25.5, type: 'add', reason: 'Goodwill credit' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ message: 'Balance added successfully', walletBalance: 25.5 });
    const deducted = await adjust(user.id, { amount: '5.25', type: 'deduct', reason: 'Duplicate credit' });
    expect(deducted.json()).toEqual({ message: 'Balance deducted successfully', walletBalance: 20.25 });
    expect(await walletBalance(user)).toBe(20.25);
    expect((await transactions(user)).map(({ description, amount, kind }) => ({ description, amount, kind }))).toEqual([
      { description: 'Adjustment: Duplicate credit', amount: -5.25, kind: 'adjustment' },
      { description: 'Adjustment: Goodwill credit', amount: 25.5, kind: 'adjustment' },
    ]);
  });

  it('refuses bad adjustments and changes nothing', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 10);
    const before = await moneyState(user);
    expectRestError(await adjust(user.id, { amount: 10.01, type: 'deduct', reason: 'too much' }), 400, /^Insufficient balance/);
    expectRestError(await adjust(user.id, { amount: 5, type: 'add', reason: '' }), 400, 'Reason is required');
    expectRestError(await adjust(user.id, { amount: 5, type: 'add', reason: '   ' }), 400, 'Reason is required');
    expectRestError(await adjust(user.id, { amount: 5, type: 'set', reason: 'x' }), 400, /add or deduct/);
    expectRestError(await adjust(user.id, { amount: 5, reason: 'x' }), 400, /type/i);
    expectRestError(await adjust(user.id, { amount: 0, type: 'add', reason: 'x' }), 400, /amount/i);
    expectRestError(await adjust(user.id, { amount: -5, type: 'add', reason: 'x' }), 400, /amount/i);
    expectRestError(await adjust(user.id, { amount: 'five', type: 'add', reason: 'x' }), 400, /amount/i);
    expectRestError(await adjust(user.id, { amount: 1.001, type: 'add', reason: 'x' }), 400, /amount/i);
    expectRestError(await adjust(user.id, { type: 'add', reason: 'x' }), 400, /amount/i);
    expect(await moneyState(user)).toEqual(before);
    expect((await adjust(user.id, { amount: 10, type: 'deduct', reason: 'exactly all' })).json().walletBalance).toBe(0);

    expectRestError(await adjust(UNKNOWN_ID, { amount: 5, type: 'add', reason: 'ghost' }), 404, 'User not found');
    expectRestError(await adjust('not-a-uuid', { amount: 5, type: 'add', reason: 'ghost' }), 400, /id/i);
  });
});

// ── audit ───────────────────────────────────────────────────────────────────────────────

describe('audit log', () => {
  it('records every admin money action with who, what and before/after', async () => {
    const user = await ctx.t.createUser();
    const created = await promo({ code: 'AUDITED', amount: 3 });
    await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${created._id}/toggle`, token: ctx.admin });
    await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${created._id}/toggle`, token: ctx.admin });
    await fund(user.id, 100);
    expect((await adjust(user.id, { amount: 10, type: 'deduct', reason: 'audit deduct' })).statusCode).toBe(200);
    const toComplete = await pendingRequest(user, 30);
    const toReject = await pendingRequest(user, 30);
    expect((await complete(toComplete, { code: 'AUDIT-CODE' })).statusCode).toBe(200);
    expect((await reject(toReject, { reason: 'audit reason' })).statusCode).toBe(200);
    expect((await updateOption({ amountPaise: 10000, isAvailable: false, unavailableReason: 'audit stock' })).statusCode).toBe(200);
    expect((await updateOption({ amountPaise: 10000, isAvailable: true })).statusCode).toBe(200);

    const entries = await auditEntries();
    const find = (action: string, targetId: string) => entries.filter((entry) => entry.action === action && entry.targetId === targetId);
    expect(find('promo.create', created._id)).toHaveLength(1);
    expect(find('promo.create', created._id)[0]!.after).toMatchObject({ code: 'AUDITED', amountPaise: 300 });
    expect(find('promo.deactivate', created._id)).toEqual([expect.objectContaining({ before: { isActive: true }, after: { isActive: false } })]);
    expect(find('promo.activate', created._id)).toEqual([expect.objectContaining({ before: { isActive: false }, after: { isActive: true } })]);
    expect(find('balance.add', user.id)).toEqual([expect.objectContaining({ before: { balancePaise: 0 }, after: expect.objectContaining({ balancePaise: 10000, reason: 'test funding' }) })]);
    expect(find('balance.deduct', user.id)).toEqual([expect.objectContaining({ before: { balancePaise: 10000 }, after: expect.objectContaining({ balancePaise: 9000, reason: 'audit deduct' }) })]);
    expect(find('redeem.complete', toComplete)).toEqual([expect.objectContaining({ after: expect.objectContaining({ status: 'completed', code: 'AUDIT-CODE' }) })]);
    expect(find('redeem.reject', toReject)).toEqual([expect.objectContaining({ after: expect.objectContaining({ status: 'rejected', reason: 'audit reason' }) })]);
    const optionUpdates = find('withdrawal-option.update', '10000');
    expect(optionUpdates.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { isAvailable: false, unavailableReason: 'audit stock' },
        { isAvailable: true, unavailableReason: null },
      ]),
    );
    for (const entry of entries) expect(entry.adminEmail).toBe('root-admin@example.com');
  });

  it('a refused admin action writes no audit entry', async () => {
    const user = await ctx.t.createUser();
    const before = (await auditEntries()).length;
    await adjust(user.id, { amount: 5, type: 'deduct', reason: 'more than there is' });
    await createPromo({ code: 'AUDITED', amount: 1 });
    await complete(UNKNOWN_ID, { code: 'X' });
    expect((await auditEntries()).length).toBe(before);
  });
});

// ── authorization ───────────────────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
