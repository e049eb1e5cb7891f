import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectRestError } from './assertions';
import { trpcError } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, UNKNOWN_ID, useMoneyServer } from './money-helpers';

/** An admin's balance adjustments and the audit log of every admin money action. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer({ checkCaches: true });
const { createPromo, promo, adjust, fund, pendingRequest, complete, reject, walletBalance, transactions, updateOption, auditEntries, moneyState, dbRow } = moneyHelpers(ctx);

/** The adjustment transfers into or out of one user's account, and the audit entries of adjustments of that user. */
async function adjustmentsOf(userId: string) {
  const { n } = await dbRow(
    `select count(*)::int as n from ledger_transfers t join wallet_accounts a on a.id in (t.debit_account_id, t.credit_account_id) where a.user_id = ? and t.kind = 'adjustment'`,
    [userId],
  );
  const audits = (await auditEntries()).filter((entry) => entry.targetId === userId && entry.action.startsWith('balance.'));
  return { transfers: n as number, audits };
}

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

describe('an adjustment is applied once per Idempotency-Key', () => {
  it('the key is required on the REST path and on the procedure; without one nothing moves', async () => {
    const user = await ctx.t.createUser();
    const before = await moneyState(user);
    expectRestError(await adjust(user.id, { amount: 5, type: 'add', reason: 'no key' }, { key: null }), 400, /Idempotency-Key/);
    expectRestError(await adjust(user.id, { amount: 5, type: 'add', reason: 'bad key' }, { key: 'short' }), 400, /Idempotency-Key/);
    const viaTrpc = await ctx.t.trpcMutation('admin', 'wallet.adjustBalance', { id: user.id, type: 'add', amountPaise: 500, reason: 'no key' }, { token: ctx.admin });
    expect(viaTrpc.statusCode).toBe(400);
    expect(trpcError(viaTrpc).message).toMatch(/Idempotency-Key/);
    expect(await moneyState(user)).toEqual(before);
    expect(await adjustmentsOf(user.id)).toEqual({ transfers: 0, audits: [] });
  });

  it('a retry (same key, same input) answers the first result without a second transfer or audit entry', async () => {
    const user = await ctx.t.createUser();
    const key = randomUUID();
    const credit = { amount: 12, type: 'add', reason: 'Retried credit' };
    const first = await adjust(user.id, credit, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Balance added successfully', walletBalance: 12 });
    // The balance moves on meanwhile; the retry still answers what the first attempt did.
    await fund(user.id, 3);
    const retry = await adjust(user.id, { ...credit, amount: '12.00' }, { key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ message: 'Balance added successfully', walletBalance: 12 });
    const viaTrpc = await ctx.t.trpcMutation('admin', 'wallet.adjustBalance', { id: user.id, type: 'add', amountPaise: 1200, reason: 'Retried credit', idempotencyKey: key }, { token: ctx.admin });
    expect(viaTrpc.json().result.data.json).toEqual({ balancePaise: 1200 });
    expect(await walletBalance(user)).toBe(15);
    const { transfers, audits } = await adjustmentsOf(user.id);
    expect(transfers).toBe(2);
    expect(audits.filter((entry) => entry.after.reason === 'Retried credit')).toHaveLength(1);
  });

  it('the same key with a different input is refused with 409 and a refusal code, and changes nothing', async () => {
    const user = await ctx.t.createUser();
    const other = await ctx.t.createUser();
    const key = randomUUID();
    expect((await adjust(user.id, { amount: 20, type: 'add', reason: 'Original' }, { key })).statusCode).toBe(200);
    const before = await moneyState(user);
    for (const [target, payload] of [
      [user.id, { amount: 21, type: 'add', reason: 'Original' }],
      [user.id, { amount: 20, type: 'deduct', reason: 'Original' }],
      [user.id, { amount: 20, type: 'add', reason: 'Changed reason' }],
      [other.id, { amount: 20, type: 'add', reason: 'Original' }],
    ] as const) {
      const refused = await adjust(target, payload, { key });
      expectRestError(refused, 409, 'This Idempotency-Key was already used for a different adjustment');
      expect(refused.json().code).toBe('wallet.adjustment-key-reused');
    }
    const viaTrpc = await ctx.t.trpcMutation('admin', 'wallet.adjustBalance', { id: user.id, type: 'add', amountPaise: 1, reason: 'Original', idempotencyKey: key }, { token: ctx.admin });
    expect(viaTrpc.statusCode).toBe(409);
    expect(trpcError(viaTrpc).data.appCode).toBe('wallet.adjustment-key-reused');
    expect(await moneyState(user)).toEqual(before);
    expect(await adjustmentsOf(user.id)).toMatchObject({ transfers: 1, audits: [expect.anything()] });
    expect(await adjustmentsOf(other.id)).toEqual({ transfers: 0, audits: [] });
  });

  it('a refused adjustment claims nothing: the same key then carries the corrected input', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 10);
    const key = randomUUID();
    expectRestError(await adjust(user.id, { amount: 15, type: 'deduct', reason: 'Correction' }, { key }), 400, /^Insufficient balance/);
    const corrected = await adjust(user.id, { amount: 4, type: 'deduct', reason: 'Correction' }, { key });
    expect(corrected.json()).toEqual({ message: 'Balance deducted successfully', walletBalance: 6 });
  });

  it('ten identical adjustments at once with one key: one transfer, one audit entry, the balance moved once', async () => {
    const user = await ctx.t.createUser();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(user.id, { amount: 7.5, type: 'add', reason: 'Double-clicked credit' }, { key })));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ message: 'Balance added successfully', walletBalance: 7.5 });
    }
    expect(await walletBalance(user)).toBe(7.5);
    const { transfers, audits } = await adjustmentsOf(user.id);
    expect(transfers).toBe(1);
    expect(audits).toEqual([expect.objectContaining({ action: 'balance.add', before: { balancePaise: 0 }, after: expect.objectContaining({ balancePaise: 750, reason: 'Double-clicked credit' }) })]);
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
    // A code is named by its last 4 only (decision 029).
    expect(find('redeem.complete', toComplete)).toEqual([expect.objectContaining({ after: { status: 'completed', codeLast4: 'CODE' } })]);
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
    await complete(UNKNOWN_ID, { code: 'GPLAY-XXXX-0000' });
    expect((await auditEntries()).length).toBe(before);
  });
});

// ── authorization ───────────────────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
