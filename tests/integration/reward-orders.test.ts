import { describe, expect, it } from 'vitest';
import { normaliseRewardCode } from '#contract/rewards/rules';
import { REWARDS_MESSAGES } from '#contract/rewards/schemas';
import { checkEveryResponse, expectRestError } from './assertions';
import { trpcData } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, UNKNOWN_ID, useMoneyServer, type TestUser } from './money-helpers';

/** Reward orders (issue 16, decision 019): buying from the store, the admin's queue, and their races. */

const ctx = useMoneyServer({ capabilities: ['store'], checkCaches: true });
const { fund, balance, walletBalance, ledgerCheck, db, mailsTo, auditEntries } = moneyHelpers(ctx);
checkEveryResponse(() => ctx.t);

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };
const DIAMONDS = { ...GIFT, kind: 'free_fire_diamonds', name: '100 Diamonds', faceValue: 100, pricePaise: 8_000, region: 'India server', validity: 'Credited to your UID' };

let codeCounter = 0;
/** Codes unique across the file (the fingerprint is unique over every product). */
function freshCodes(count: number): string[] {
  return Array.from({ length: count }, () => `ORDR-${String(++codeCounter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`);
}

async function product(payload: Record<string, unknown> = GIFT, codes: string[] = []): Promise<string> {
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  if (codes.length) {
    const uploaded = await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes } });
    expect(uploaded.json()).toMatchObject({ added: codes.length, duplicates: 0 });
  }
  return id;
}

function redeem(user: { token: string }, productId: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload, headers });
}

async function order(user: { token: string }, productId: string, payload: Record<string, unknown> = {}) {
  const response = await redeem(user, productId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as { _id: string; status: string; code?: string; reference?: string; message: string };
}

function admin(method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return ctx.t.request('admin', { method, url, token: ctx.admin, ...(payload ? { payload } : {}) });
}

function reveal(user: { token: string }, orderId: string) {
  return ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${orderId}/reveal`, token: user.token });
}

function report(user: { token: string }, orderId: string, note: unknown = 'The store said the code is invalid') {
  return ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${orderId}/report`, token: user.token, payload: { note } });
}

async function fundedUser(rupees: number): Promise<TestUser> {
  const user = await ctx.t.createUser();
  await fund(user.id, rupees);
  return user;
}

async function expectLedgerClean() {
  expect(await ledgerCheck()).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
}

/** Every column of every row of the tables that could hold a code, as lower-case text. */
async function everyStoredRow(): Promise<string> {
  const tables = ['reward_codes', 'reward_orders', 'audit_log', 'outbox_mails', 'ledger_transfers', 'ledger_entries'];
  const rows = await Promise.all(tables.map((table) => db(`select row_to_json(r)::text as row from ${table} r`)));
  return rows.flat().map((row: { row: string }) => row.row).join('\n').toLowerCase();
}

describe('placing an order', () => {
  it('in stock: fulfilled at once, the code in the answer only, the price settled, a mail without the code', async () => {
    const [code] = freshCodes(1);
    const id = await product(GIFT, [code!]);
    const user = await fundedUser(50);
    const placed = await order(user, id);
    expect(placed).toMatchObject({ status: 'fulfilled', code });
    expect(placed.message).toMatch(/code is ready/);
    expect(await balance(user)).toMatchObject({ balance: 40 });

    const mine = await ctx.t.request('public', { method: 'GET', url: '/api/rewards/orders', token: user.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ _id: placed._id, status: 'fulfilled', hasCode: true, pricePaise: 1_000, email: user.email, productName: GIFT.name })]);
    expect(mine.body).not.toContain(code);

    const mails = await mailsTo(user.email);
    const mail = mails.find((entry) => entry.subject.includes(GIFT.name))!;
    expect(mail.text).toContain(normaliseRewardCode(code!).slice(-4));
    expect(mail.text).not.toContain(code);

    const stock = (await admin('GET', '/api/admin/rewards')).json().find((entry: { _id: string }) => entry._id === id).stock;
    expect(stock).toMatchObject({ available: 0, assigned: 1 });
    await expectLedgerClean();
  });

  it('out of stock with a promise: pending with the price held; without one: 409 and nothing held', async () => {
    const promised = await product({ ...GIFT, outOfStockPromiseHours: 24 });
    const unpromised = await product(GIFT);
    const user = await fundedUser(30);
    const pending = await order(user, promised);
    expect(pending).toEqual({ _id: expect.any(String), status: 'pending', message: "Out of stock — we'll fulfil within 24 hours" });
    expect(await walletBalance(user)).toBe(20);

    expectRestError(await redeem(user, unpromised), 409, 'Out of stock');
    expect(await walletBalance(user)).toBe(20);
    await expectLedgerClean();
  });

  it('Free Fire: always pending with the UID stored; the seed\'s UID messages; 400 without a UID', async () => {
    const id = await product(DIAMONDS);
    const user = await fundedUser(100);
    expectRestError(await redeem(user, id, { freeFireUid: '12345' }), 400, 'Free Fire UID must be between 6 and 15 digits');
    expectRestError(await redeem(user, id, { freeFireUid: '1234567a' }), 400, 'Free Fire UID must contain only numbers');
    expectRestError(await redeem(user, id), 400, 'Please enter your Free Fire UID');
    expectRestError(await redeem(user, id, { freeFireUid: '   ' }), 400, 'Please enter your Free Fire UID');
    // Never cut to 15 digits and accepted.
    expectRestError(await redeem(user, id, { freeFireUid: '123456789012345678' }), 400, 'Free Fire UID must be between 6 and 15 digits');
    expect(await walletBalance(user)).toBe(100);
    const placed = await order(user, id, { freeFireUid: '123456789' });
    expect(placed.status).toBe('pending');
    expect(await walletBalance(user)).toBe(20);
    const [row] = await db(`select free_fire_uid, email from reward_orders where id = ?`, [placed._id]);
    expect(row).toEqual({ free_fire_uid: '123456789', email: null });

    // The admin credits the UID by hand and records the reference; a code is not how these are delivered.
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${placed._id}/fulfil`, {}), 400, 'A Free Fire top-up needs its reference');
    const fulfilled = await admin('PUT', `/api/admin/reward-orders/${placed._id}/fulfil`, { reference: 'FF-TOPUP-991' });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json()).toMatchObject({ _id: placed._id, status: 'fulfilled', reference: 'FF-TOPUP-991', codeLast4: null });
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${placed._id}/fulfil`, { reference: 'again' }), 409, 'This order is no longer pending');
    // Told once, in the fulfilment's own transaction (decision 041); the refused second call tells nothing.
    expect(await db(`select kind, outcome_key, "values" from notifications where user_id = ?`, [user.id])).toEqual([
      { kind: 'top-up-fulfilled', outcome_key: placed._id, values: { orderId: placed._id, product: DIAMONDS.name } },
    ]);
    await expectLedgerClean();
  });

  it('insufficient balance: 409 "Insufficient balance", nothing held and the code stays in stock', async () => {
    const id = await product(GIFT, freshCodes(1));
    const user = await fundedUser(5);
    expectRestError(await redeem(user, id), 409, 'Insufficient balance');
    expect(await balance(user)).toMatchObject({ balance: 5 });
    const [stock] = await db(`select count(*)::int as available from reward_codes where product_id = ? and status = 'available'`, [id]);
    expect(stock.available).toBe(1);
  });

  it('unknown product 404, disabled 409, malformed id and bad e-mail 400, signed out 401, unverified 403', async () => {
    const user = await fundedUser(50);
    const disabled = await product({ ...GIFT, enabled: false }, freshCodes(1));
    expectRestError(await redeem(user, UNKNOWN_ID), 404, 'Reward not found');
    expectRestError(await redeem(user, disabled), 409, 'This reward is not available right now');
    expectRestError(await redeem(user, 'not-an-id'), 400);
    const id = await product(GIFT, freshCodes(1));
    expectRestError(await redeem(user, id, { email: 'nope' }), 400);
    expectRestError(await redeem(user, id, { email: 42 }), 400);
    expectRestError(await redeem(user, id, {}, { 'idempotency-key': 'x' }), 400);
    expectRestError(await ctx.t.request('public', { method: 'POST', url: `/api/rewards/${id}/redeem`, payload: {} }), 401);
    const unverified = await ctx.t.createUser({ verified: false });
    await fund(unverified.id, 50);
    expectRestError(await redeem(unverified, id), 403);
    expect(await walletBalance(user)).toBe(50);
  });

  it('a retry with the same Idempotency-Key answers the same order (with its code) and charges once; another reward with that key is refused', async () => {
    const [code] = freshCodes(1);
    const id = await product(GIFT, [code!, ...freshCodes(1)]);
    const user = await fundedUser(50);
    const headers = { 'idempotency-key': 'order-retry-0001' };
    const responses = await Promise.all([redeem(user, id, {}, headers), redeem(user, id, {}, headers), redeem(user, id, {}, headers)]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const orders = responses.map((response) => response.json().order);
    expect(new Set(orders.map((entry) => entry._id)).size).toBe(1);
    expect(new Set(orders.map((entry) => entry.code)).size).toBe(1);
    expect(orders[0].status).toBe('fulfilled');
    expect(await walletBalance(user)).toBe(40);
    const other = await product(GIFT, freshCodes(1));
    expectRestError(await redeem(user, other, {}, headers), 409);
    await expectLedgerClean();
  });

  it('the public list: enabled products only, stock state and the featured weekday', async () => {
    const stocked = await product({ ...GIFT, name: 'Listed stocked', featuredWeekday: new Date(ctx.t.clock.now().getTime() + 5.5 * 3600_000).getUTCDay() }, freshCodes(1));
    const empty = await product({ ...GIFT, name: 'Listed empty' });
    const hidden = await product({ ...GIFT, name: 'Listed hidden', enabled: false });
    const response = await ctx.t.request('public', { method: 'GET', url: '/api/rewards' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ id: string }>;
    expect(list.find((entry) => entry.id === stocked)).toEqual({
      id: stocked, kind: 'google_play', name: 'Listed stocked', faceValue: 10, pricePaise: 1_000, priceRupees: 10, region: GIFT.region, validity: GIFT.validity, imageUrl: null, inStock: true, promiseHours: null, featured: true,
    });
    expect(list.find((entry) => entry.id === empty)).toMatchObject({ inStock: false, featured: false });
    expect(list.find((entry) => entry.id === hidden)).toBeUndefined();
  });

  it('the same over tRPC: rewards.redeem and rewards.orders', async () => {
    const id = await product(GIFT, freshCodes(1));
    const user = await fundedUser(20);
    const placed = await ctx.t.trpcMutation('public', 'rewards.redeem', { id }, { token: user.token });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(trpcData(placed)).toMatchObject({ status: 'fulfilled', code: expect.any(String) });
    const listed = await ctx.t.trpcQuery('public', 'rewards.orders', { page: 1, pageSize: 10 }, { token: user.token });
    expect(trpcData(listed).orders).toHaveLength(1);
  });
});

describe('races', () => {
  it('two users race for the last code: one fulfilled, one pending, the code assigned once', async () => {
    const [code] = freshCodes(1);
    const id = await product({ ...GIFT, outOfStockPromiseHours: 12 }, [code!]);
    const [a, b] = await Promise.all([fundedUser(10), fundedUser(10)]);
    const placed = await Promise.all([order(a!, id), order(b!, id)]);
    expect(placed.map((entry) => entry.status).sort()).toEqual(['fulfilled', 'pending']);
    expect(placed.filter((entry) => entry.code === code)).toHaveLength(1);
    const [assigned] = await db(`select count(*)::int as orders from reward_orders where product_id = ? and code_id is not null`, [id]);
    expect(assigned.orders).toBe(1);
    await expectLedgerClean();
  });

  it('50 concurrent orders against 10 codes: exactly 10 fulfilled with 10 different codes, 40 pending, the ledger clean', async () => {
    const codes = freshCodes(10);
    const id = await product({ ...GIFT, outOfStockPromiseHours: 48 }, codes);
    const users = await Promise.all(Array.from({ length: 50 }, () => fundedUser(10)));
    const placed = await Promise.all(users.map((user) => order(user, id)));
    const fulfilled = placed.filter((entry) => entry.status === 'fulfilled');
    expect(fulfilled).toHaveLength(10);
    expect(placed.filter((entry) => entry.status === 'pending')).toHaveLength(40);
    expect(new Set(fulfilled.map((entry) => entry.code))).toEqual(new Set(codes));
    for (const user of users) expect(await walletBalance(user)).toBe(0);
    const [held] = await db(`select coalesce(sum(price_paise), 0)::int as paise from reward_orders where product_id = ? and status = 'pending'`, [id]);
    expect(held.paise).toBe(40 * 1_000);
    await expectLedgerClean();
  });

  it('a buyer who cannot pay never keeps the last code from one who can: never "out of stock" or pending while a code is there', async () => {
    // Found by the money simulator: the penniless order claimed the code before its balance was
    // checked, so a paying buyer at the same moment was refused or left waiting with money held.
    for (let round = 0; round < 8; round += 1) {
      const promised = await product({ ...GIFT, name: `Last code ${round}`, outOfStockPromiseHours: 24 }, freshCodes(1));
      const broke = await Promise.all(Array.from({ length: 4 }, () => ctx.t.createUser()));
      const payer = await fundedUser(10);
      const answers = await Promise.all([...broke.map((user) => redeem(user, promised)), redeem(payer, promised)]);
      const paid = answers.at(-1)!;
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().order.status).toBe('fulfilled');
      for (const answer of answers.slice(0, -1)) expectRestError(answer, 409, REWARDS_MESSAGES.insufficientBalance);
    }
    expect(await ledgerCheck()).toMatchObject({ ok: true });
  });

  it('an admin rejects a pending order twice at once: refunded exactly once', async () => {
    const id = await product({ ...GIFT, outOfStockPromiseHours: 24 });
    const user = await fundedUser(10);
    const placed = await order(user, id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => admin('PUT', `/api/admin/reward-orders/${placed._id}/reject`, { reason: 'Supplier out of stock' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((entry) => entry.statusCode !== 200)) expectRestError(response, 409, 'This order is no longer pending');
    expect(await walletBalance(user)).toBe(10);
    const mine = (await ctx.t.request('public', { method: 'GET', url: '/api/rewards/orders', token: user.token })).json();
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: 'Supplier out of stock' });
    await expectLedgerClean();
  });

  it('fulfil and reject racing on one pending order: exactly one wins', async () => {
    const id = await product({ ...GIFT, outOfStockPromiseHours: 24 });
    const user = await fundedUser(10);
    const placed = await order(user, id);
    const [code] = freshCodes(1);
    const responses = await Promise.all([
      admin('PUT', `/api/admin/reward-orders/${placed._id}/fulfil`, { code: code! }),
      admin('PUT', `/api/admin/reward-orders/${placed._id}/reject`, { reason: 'No stock' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.map((response) => response.body).join()).not.toContain(code);
    await expectLedgerClean();
  });
});

describe('reveal, report, re-issue', () => {
  it('the owner reveals (audited without the code, the code becomes revealed); anyone else gets 404', async () => {
    const [code] = freshCodes(1);
    const id = await product(GIFT, [code!]);
    const owner = await fundedUser(10);
    const stranger = await fundedUser(10);
    const placed = await order(owner, id);
    const revealed = await reveal(owner, placed._id);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual({ code });
    expectRestError(await reveal(stranger, placed._id), 404, 'Order not found');
    expectRestError(await reveal(stranger, UNKNOWN_ID), 404, 'Order not found');
    expectRestError(await reveal(owner, 'bad-id'), 400);
    expectRestError(await report(stranger, placed._id), 404, 'Order not found');
    const [row] = await db(`select c.status from reward_codes c join reward_orders o on o.code_id = c.id where o.id = ?`, [placed._id]);
    expect(row.status).toBe('revealed');
    const audits = (await auditEntries()).filter((entry) => entry.action === 'rewards.reveal' && entry.targetId === placed._id);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(code);
  });

  it('report once, then re-issue once from stock; a second report can only be refunded', async () => {
    const [first, second] = freshCodes(2);
    const id = await product(GIFT, [first!]);
    const user = await fundedUser(10);
    const placed = await order(user, id);
    expectRestError(await report(user, placed._id, '   '), 400);
    expect((await report(user, placed._id)).json()).toEqual({ reported: true });
    expectRestError(await report(user, placed._id), 409, 'Only a delivered order can be reported, once');

    // No stock for the re-issue yet.
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${placed._id}/reissue`), 409, 'Out of stock');
    await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes: [second] } });
    const reissues = await Promise.all([admin('PUT', `/api/admin/reward-orders/${placed._id}/reissue`), admin('PUT', `/api/admin/reward-orders/${placed._id}/reissue`)]);
    expect(reissues.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const answer = reissues.find((response) => response.statusCode === 200)!;
    expect(answer.json()).toMatchObject({ reissueCount: 1, codeLast4: normaliseRewardCode(second!).slice(-4), reportNote: null });
    expect(answer.body).not.toContain(second);
    expect((await reveal(user, placed._id)).json()).toEqual({ code: second });

    expect((await report(user, placed._id, 'Still not working')).statusCode).toBe(200);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${placed._id}/reissue`), 409, 'Only a reported code can be replaced, once per order');
    const refunded = await admin('PUT', `/api/admin/reward-orders/${placed._id}/reject`, { reason: 'Refunded after two bad codes' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await walletBalance(user)).toBe(10);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${placed._id}/reject`, { reason: 'again' }), 409);
    await expectLedgerClean();
  });

  it('a fulfilled order nobody reported cannot be rejected; a pending one cannot be reported; bad admin input 400', async () => {
    const id = await product({ ...GIFT, outOfStockPromiseHours: 6 }, freshCodes(1));
    const user = await fundedUser(20);
    const fulfilled = await order(user, id);
    const pending = await order(user, id);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${fulfilled._id}/reject`, { reason: 'no' }), 409);
    expectRestError(await report(user, pending._id), 409);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${pending._id}/reject`, {}), 400);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${pending._id}/fulfil`, { code: 'ABCDEF-1234', reference: 'R1' }), 400);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${pending._id}/fulfil`, { code: 'x' }), 400);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${UNKNOWN_ID}/fulfil`, {}), 404, 'Order not found');
    expectRestError(await admin('GET', '/api/admin/reward-orders?status=lost'), 400);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${pending._id}/fulfil`, {}), 409, 'Out of stock');
  });

  it('an admin fulfils a pending order with a typed code: stored sealed, a known code refused, the queue shows last 4 only', async () => {
    const [typed] = freshCodes(1);
    const id = await product({ ...GIFT, outOfStockPromiseHours: 24 });
    const user = await fundedUser(20);
    const placed = await order(user, id);
    const queue = await admin('GET', '/api/admin/reward-orders?status=pending&pageSize=100');
    expect(queue.json().orders.map((entry: { _id: string }) => entry._id)).toContain(placed._id);
    const fulfilled = await admin('PUT', `/api/admin/reward-orders/${placed._id}/fulfil`, { code: typed! });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json()).toMatchObject({ status: 'fulfilled', codeLast4: normaliseRewardCode(typed!).slice(-4), user: { id: user.id, email: user.email } });
    expect(fulfilled.body).not.toContain(typed);
    expect((await reveal(user, placed._id)).json()).toEqual({ code: typed });
    const second = await order(user, id);
    expectRestError(await admin('PUT', `/api/admin/reward-orders/${second._id}/fulfil`, { code: typed!.toLowerCase() }), 409, 'This code is already in the inventory');

    const all = await admin('GET', '/api/admin/reward-orders');
    expect(all.statusCode).toBe(200);
    expect(all.body).not.toContain(typed);
    await expectLedgerClean();
  });

  it('no table column, audit entry, mail or ledger row holds a whole code', async () => {
    const rows = await everyStoredRow();
    const codes = (await db(`select 1 from reward_codes`)).length;
    expect(codes).toBeGreaterThan(10);
    for (let n = 1; n <= codeCounter; n += 1) expect(rows).not.toContain(`ordr-${String(n).padStart(4, '0')}-`);
  });
});

ledgerChecksOutAfterThisFile(ctx);
