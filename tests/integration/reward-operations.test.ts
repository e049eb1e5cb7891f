import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { isLowStock } from '#contract/rewards/rules';
import { checkEveryResponse, expectRestError } from './assertions';
import { ADMIN_EMAIL } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/** The store's operations (issue 16): the low-stock alert, rate limits, account deletion and held money. */

const ctx = useMoneyServer({ capabilities: ['store'], checkCaches: true });
const { fund, balance, db, mailsTo } = moneyHelpers(ctx);
checkEveryResponse(() => ctx.t);

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

let codeCounter = 0;
/** Codes unique across the file (the fingerprint is unique over every product). */
function freshCodes(count: number): string[] {
  return Array.from({ length: count }, () => `OPS-${String(++codeCounter).padStart(6, '0')}-CODE`);
}

let productCounter = 0;
async function product(extra: Record<string, unknown>, codes = 0): Promise<{ id: string; name: string }> {
  const name = `Ops product ${++productCounter}`;
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload: { ...GIFT, name, ...extra } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  if (codes) await upload(id, codes);
  return { id, name };
}

async function upload(productId: string, count: number) {
  const uploaded = await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${productId}/codes`, token: ctx.admin, payload: { codes: freshCodes(count) } });
  expect(uploaded.json()).toMatchObject({ added: count, duplicates: 0 });
}

function redeem(user: { token: string }, productId: string) {
  return ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload: {} });
}

async function order(user: { token: string }, productId: string) {
  const response = await redeem(user, productId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as { _id: string; status: string; code?: string };
}

async function fundedUser(rupees: number): Promise<TestUser> {
  const user = await ctx.t.createUser();
  await fund(user.id, rupees);
  return user;
}

/** The low-stock mails the admin got about one product. */
async function alertsAbout(name: string) {
  return (await mailsTo(ADMIN_EMAIL)).filter((mail) => mail.subject.startsWith(`Low stock: ${name} (`));
}

describe('the low-stock alert', () => {
  it('mails the admins once on crossing, not again while below, again after a refill lifts stock above and it crosses again', async () => {
    const { id, name } = await product({ lowStockThreshold: 2 }, 4);
    const buyer = await fundedUser(100);

    await order(buyer, id); // 3 left: above
    expect(await alertsAbout(name)).toHaveLength(0);
    await order(buyer, id); // 2 left: crossed
    const [alert, ...others] = await alertsAbout(name);
    expect(others).toHaveLength(0);
    expect(alert!.subject).toBe(`Low stock: ${name} (2 left)`);
    expect(alert!.text).toContain(`${name} has 2 codes left, at or below its low-stock threshold of 2.`);
    expect(alert!.text).toContain('/rewards');

    await order(buyer, id); // 1 left: still below
    expect(await alertsAbout(name)).toHaveLength(1);

    await upload(id, 1); // 2 left: at the threshold, not above: still alerted
    await order(buyer, id); // 1 left
    expect(await alertsAbout(name)).toHaveLength(1);

    await upload(id, 3); // 4 left: above again, re-armed
    await order(buyer, id); // 3 left
    expect(await alertsAbout(name)).toHaveLength(1);
    await order(buyer, id); // 2 left: crossed again
    const alerts = await alertsAbout(name);
    expect(alerts).toHaveLength(2);
    expect((await db(`select low_stock_alerted_at from reward_products where id = ?`, [id]))[0].low_stock_alerted_at).not.toBeNull();
  });

  it('20 concurrent orders crossing the threshold: exactly one mail', async () => {
    const { id, name } = await product({ lowStockThreshold: 10 }, 25);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => fundedUser(20)));
    const responses = await Promise.all(buyers.map((buyer) => redeem(buyer, id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const alerts = await alertsAbout(name);
    expect(alerts).toHaveLength(1);
    // Decided after commit without a lock (decision 020): it tells the stock it counted then, at or
    // below the threshold (10) and at least what the 20 orders left (5).
    const left = Number(/\((\d+) left\)$/.exec(alerts[0]!.subject)?.[1]);
    expect(left).toBeGreaterThanOrEqual(5);
    expect(left).toBeLessThanOrEqual(10);
  });

  it('low means at or below the threshold (the rule the admin\'s stock marker shows too)', () => {
    expect([isLowStock(3, 2), isLowStock(2, 2), isLowStock(0, 0), isLowStock(1, 0)]).toEqual([false, true, true, false]);
  });
});

describe('rate limits', () => {
  it('buying: 429 with the house message past the limit, and nothing is held or ordered', async () => {
    const { id } = await product({ outOfStockPromiseHours: 24 });
    const buyer = await fundedUser(1_000);
    for (let index = 0; index < RATE_LIMITS.rewardOrderPerUser.limit; index += 1) expect((await order(buyer, id)).status).toBe('pending');
    const before = await balance(buyer);
    const [{ count: ordersBefore }] = await db(`select count(*)::int as count from reward_orders where user_id = ?`, [buyer.id]);
    expectRestError(await redeem(buyer, id), 429, /^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(await balance(buyer)).toEqual(before);
    expect((await db(`select count(*)::int as count from reward_orders where user_id = ?`, [buyer.id]))[0].count).toBe(ordersBefore);
  });

  it('reveal and report are limited per user too', async () => {
    const { id } = await product({}, 1);
    const buyer = await fundedUser(100);
    const placed = await order(buyer, id);
    const reveal = () => ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${placed._id}/reveal`, token: buyer.token });
    for (let index = 0; index < RATE_LIMITS.rewardRevealPerUser.limit; index += 1) expect((await reveal()).statusCode).toBe(200);
    expectRestError(await reveal(), 429, /^Too many attempts/);

    const report = () => ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${placed._id}/report`, token: buyer.token, payload: { note: 'The store said it is invalid' } });
    expect((await report()).statusCode).toBe(200);
    // Later reports of the same order are refused (409) but still counted.
    for (let index = 1; index < RATE_LIMITS.rewardReportPerUser.limit; index += 1) expect((await report()).statusCode).toBe(409);
    expectRestError(await report(), 429, /^Too many attempts/);
  });
});

describe('account deletion and held money', () => {
  it('held counts pending reward orders beside pending withdrawals', async () => {
    const { id } = await product({ outOfStockPromiseHours: 12, pricePaise: 2_500 });
    const buyer = await fundedUser(100);
    await order(buyer, id);
    const withdrawal = await ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: buyer.token, payload: { amount: 30, email: buyer.email } });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(await balance(buyer)).toEqual({ balance: 45, pending: 55, pendingCount: 2 });
  });

  it('deleting an account rejects its pending reward orders with a reason and releases their holds', async () => {
    const { id } = await product({ outOfStockPromiseHours: 12, pricePaise: 2_000 });
    const buyer = await fundedUser(50);
    const pending = await order(buyer, id);
    expect(pending.status).toBe('pending');
    const deleted = await ctx.t.request('public', { method: 'POST', url: '/api/account/delete', token: buyer.token, payload: { password: buyer.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [row] = await db(`select status, reason, rejected_at, email from reward_orders where id = ?`, [pending._id]);
    expect(row).toMatchObject({ status: 'rejected', reason: 'Cancelled because the account was deleted', email: `deleted-${buyer.id}@deleted.invalid` });
    expect(row.rejected_at).not.toBeNull();
    const kinds = await db(`select t.kind from ledger_transfers t where t.reference = ? order by t.created_at, t.id`, [pending._id]);
    expect(kinds.map((transfer: { kind: string }) => transfer.kind)).toEqual(['reward-hold', 'reward-release']);
    // The released ₹20 and the remaining ₹30 were forfeited together: the account holds nothing.
    const [account] = await db(`select balance from wallet_accounts where user_id = ?`, [buyer.id]);
    expect(Number(account.balance)).toBe(0);
    const [audit] = await db(`select after from audit_log where action = 'account.delete' and target_id = ?`, [buyer.id]);
    expect(audit.after).toMatchObject({ cancelledWithdrawals: 0, cancelledRewardOrders: 1, refundedPaise: 2_000, forfeitedPaise: 5_000 });
  });
});

ledgerChecksOutAfterThisFile(ctx);
