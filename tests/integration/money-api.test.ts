import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../db/entities';
import { HOUR_MS, MINUTE_MS } from '../../server/clock';
import { expectClean, expectRestError } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/**
 * The money API's rules and authorization over the documented REST paths (rupees outside,
 * paise inside), against real PostgreSQL. Concurrency lives in money-concurrency.test.ts.
 */

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

let t: TestServer;
let admin: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());

// ── helpers ──────────────────────────────────────────────────────────────────────────────

function createPromo(payload: Record<string, unknown>, token = admin) {
  return t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token, payload });
}

async function promo(payload: Record<string, unknown>): Promise<{ _id: string; code: string; amount: number }> {
  const response = await createPromo(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function redeemPromo(user: { token: string }, code: unknown) {
  return t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code } });
}

function adjust(userId: string, payload: Record<string, unknown>, token = admin) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/users/${userId}/balance`, token, payload });
}

async function fund(userId: string, rupees: number) {
  const response = await adjust(userId, { amount: rupees, type: 'add', reason: 'test funding' });
  expect(response.statusCode, response.body).toBe(200);
}

function withdraw(user: { token: string }, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload, headers });
}

async function pendingRequest(user: TestUser, rupees: number, email = user.email): Promise<string> {
  const response = await withdraw(user, { amount: rupees, email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().request._id;
}

function complete(id: string, payload: Record<string, unknown>, token = admin) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${id}/complete`, token, payload });
}

function reject(id: string, payload: Record<string, unknown>, token = admin) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${id}/reject`, token, payload });
}

async function balance(user: { token: string }): Promise<{ balance: number; pending: number; pendingCount: number }> {
  const response = await t.request('public', { method: 'GET', url: '/api/wallet/balance', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function walletBalance(user: { token: string }): Promise<number> {
  const response = await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().walletBalance;
}

interface RestTransaction {
  _id: string;
  description: string;
  amount: number;
  kind: string;
  promoCode: string | null;
  createdAt: string;
}

async function transactions(user: { token: string }, query = 'pageSize=100'): Promise<RestTransaction[]> {
  const response = await t.request('public', { method: 'GET', url: `/api/wallet/transactions?${query}`, token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function redeemHistory(user: { token: string }): Promise<Array<{ _id: string; amount: number; status: string; code: string | null; rejectReason: string | null; email: string }>> {
  const response = await t.request('public', { method: 'GET', url: '/api/wallet/redeem-history?pageSize=100', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function updateOption(input: Record<string, unknown>, token = admin) {
  return t.request('admin', { method: 'POST', url: '/trpc/redeemRequests.updateOption', token, payload: { json: input } });
}

async function auditEntries(): Promise<Array<{ action: string; targetType: string; targetId: string; adminEmail: string | null; before: unknown; after: any }>> {
  const response = await t.request('admin', {
    method: 'GET',
    url: `/trpc/audit.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 100 } }))}`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response).entries;
}

async function ledgerCheck() {
  const response = await t.request('admin', { method: 'POST', url: '/api/admin/ledger-check', token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every mail queued to an address (the harness's latestMailTo cannot order mails queued in the same instant). */
async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  return t.server.orm.em.fork().find(OutboxMail, { to: email.toLowerCase() });
}

/** Moves the clock and signs the admin in again (admin sessions last 12 hours). */
async function setClock(iso: string) {
  t.clock.set(new Date(iso));
  admin = await t.adminToken();
}

function db(statement: string, params: unknown[] = []): Promise<any[]> {
  return t.server.orm.em.fork().getConnection().execute(statement, params);
}

async function dbRow(statement: string, params: unknown[] = []): Promise<any> {
  const [row] = await db(statement, params);
  expect(row, statement).toBeDefined();
  return row;
}

/** A user's whole observable money state, to prove a refusal changed nothing. */
async function moneyState(user: { token: string }) {
  return { wallet: await balance(user), transactions: await transactions(user), history: await redeemHistory(user) };
}

// ── promo codes: admin side ─────────────────────────────────────────────────────────────

describe('admin promo codes', () => {
  it('creates a code (201), upper-cases it, keeps rupees with 2 decimals, and lists it with its use count', async () => {
    const created = await createPromo({ code: 'welcome-50', amount: 12.5, maxUses: 3, expiresAt: '2027-01-01T00:00:00.000Z' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'WELCOME-50', amount: 12.5, isActive: true, maxUses: 3, usesCount: 0, expiresAt: '2027-01-01T00:00:00.000Z', dailyFor: null });
    expect(created.json()._id).toMatch(/^[0-9a-f-]{36}$/);

    const asString = await createPromo({ code: 'Decimal_Str', amount: '7.25' });
    expect(asString.statusCode, asString.body).toBe(201);
    expect(asString.json()).toMatchObject({ code: 'DECIMAL_STR', amount: 7.25, maxUses: null, expiresAt: null });

    const user = await t.createUser();
    expect((await redeemPromo(user, 'welcome-50')).statusCode).toBe(200);
    const list = await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((entry: { code: string }) => entry.code === 'WELCOME-50');
    expect(listed).toMatchObject({ _id: created.json()._id, amount: 12.5, usesCount: 1, maxUses: 3, isActive: true });
    expect(list.json().find((entry: { code: string }) => entry.code === 'DECIMAL_STR')).toMatchObject({ usesCount: 0 });
  });

  it('refuses a duplicate code with 409, whatever its case', async () => {
    await promo({ code: 'TWICE', amount: 5 });
    expectRestError(await createPromo({ code: 'twice', amount: 9 }), 409, 'A promo code with this name already exists');
    const list = await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin });
    expect(list.json().filter((entry: { code: string }) => entry.code === 'TWICE')).toEqual([expect.objectContaining({ amount: 5 })]);
  });

  const badInputs: Array<[string, Record<string, unknown>, RegExp]> = [
    ['missing code', { amount: 5 }, /code/i],
    ['empty code', { code: '  ', amount: 5 }, /code/i],
    ['code with spaces and punctuation', { code: 'NO SPACES!', amount: 5 }, /code may contain only letters, digits/i],
    ['code too short', { code: 'AB', amount: 5 }, /code must be at least 3/i],
    ['missing amount', { code: 'NOAMOUNT' }, /amount/i],
    ['amount 0', { code: 'ZERO', amount: 0 }, /amount must be greater than 0/i],
    ['negative amount', { code: 'NEGATIVE', amount: -5 }, /amount must be greater than 0/i],
    ['amount with 3 decimals', { code: 'THREEDEC', amount: 1.234 }, /amount must have at most 2 decimals/i],
    ['amount "abc"', { code: 'LETTERS', amount: 'abc' }, /amount must be a number/i],
    ['maxUses 0', { code: 'MAXZERO', amount: 5, maxUses: 0 }, /max uses must be at least 1/i],
    ['maxUses 1.5', { code: 'MAXHALF', amount: 5, maxUses: 1.5 }, /max uses/i],
    ['dailyFor not YYYY-MM-DD', { code: 'BADDAY', amount: 5, dailyFor: '15-01-2026' }, /daily date must be a date like/i],
    ['dailyFor an impossible date', { code: 'NODAY', amount: 5, dailyFor: '2026-13-45' }, /daily date must be a date like/i],
    ['expiresAt not a date', { code: 'BADEXPIRY', amount: 5, expiresAt: 'tomorrow-ish' }, /expir/i],
  ];
  for (const [name, payload, message] of badInputs) {
    it(`create: ${name} → 400 naming the field, nothing created`, async () => {
      const before = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin })).json().length;
      expectRestError(await createPromo(payload), 400, message);
      const after = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin })).json().length;
      expect(after).toBe(before);
    });
  }

  it('toggle flips isActive each time; unknown id 404; malformed id 400', async () => {
    const code = await promo({ code: 'FLIPME', amount: 3 });
    const off = await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${code._id}/toggle`, token: admin });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ _id: code._id, code: 'FLIPME', isActive: false });
    const on = await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${code._id}/toggle`, token: admin });
    expect(on.json()).toMatchObject({ isActive: true });
    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${UNKNOWN_ID}/toggle`, token: admin }), 404, 'Promo code not found');
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/promocodes/not-a-uuid/toggle', token: admin }), 400, /id/i);
  });
});

// ── promo codes: user side ──────────────────────────────────────────────────────────────

describe('redeeming a promo code', () => {
  it('works with lower-case input and answers { amount, newBalance, code } in rupees', async () => {
    await promo({ code: 'HELLO10', amount: 10.75 });
    const user = await t.createUser();
    await fund(user.id, 4);
    const redeemed = await redeemPromo(user, '  hello10 ');
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toEqual({ amount: 10.75, newBalance: 14.75, code: 'HELLO10' });
    expect(await walletBalance(user)).toBe(14.75);
    const [latest] = await transactions(user);
    expect(latest).toMatchObject({ amount: 10.75, kind: 'promo', promoCode: 'HELLO10', description: expect.stringContaining('HELLO10') });
  });

  it('refuses with the right status and message, and a refusal changes nothing', async () => {
    await promo({ code: 'SINGLE', amount: 2, maxUses: 1 });
    await promo({ code: 'SWITCHED', amount: 2 });
    const switched = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin })).json().find((entry: { code: string }) => entry.code === 'SWITCHED');
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${switched._id}/toggle`, token: admin })).statusCode).toBe(200);

    const first = await t.createUser();
    const second = await t.createUser();
    expect((await redeemPromo(first, 'SINGLE')).statusCode).toBe(200);
    await fund(second.id, 1);
    const before = await moneyState(second);

    expectRestError(await redeemPromo(second, ''), 400, 'Please enter a promo code');
    expectRestError(await redeemPromo(second, '   '), 400, 'Please enter a promo code');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: second.token, payload: {} }), 400, 'Please enter a promo code');
    expectRestError(await redeemPromo(second, 'NO-SUCH-CODE'), 404, 'Invalid promo code');
    expectRestError(await redeemPromo(second, 'switched'), 400, 'This promo code is no longer active');
    expectRestError(await redeemPromo(second, 'SINGLE'), 409, 'This promo code has no uses left');
    expect(await moneyState(second)).toEqual(before);

    const firstBefore = await moneyState(first);
    expectRestError(await redeemPromo(first, 'single'), 409, 'You have already used this promo code');
    expect(await moneyState(first)).toEqual(firstBefore);

    const list = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin })).json();
    expect(list.find((entry: { code: string }) => entry.code === 'SINGLE').usesCount).toBe(1);
    expect(list.find((entry: { code: string }) => entry.code === 'SWITCHED').usesCount).toBe(0);
  });

  it('a code re-activated by the admin can be redeemed again by those who never used it', async () => {
    const code = await promo({ code: 'BACKON', amount: 1 });
    const toggle = () => t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${code._id}/toggle`, token: admin });
    await toggle();
    const user = await t.createUser();
    expectRestError(await redeemPromo(user, 'BACKON'), 400, 'This promo code is no longer active');
    await toggle();
    expect((await redeemPromo(user, 'BACKON')).json()).toEqual({ amount: 1, newBalance: 1, code: 'BACKON' });
  });

  it('a code past its expiresAt is refused as expired (clock moved, no sleeping)', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + HOUR_MS);
    await promo({ code: 'SOONGONE', amount: 4, expiresAt: expiresAt.toISOString() });
    const early = await t.createUser();
    const late = await t.createUser();
    t.clock.advance(HOUR_MS - 1000);
    expect((await redeemPromo(early, 'SOONGONE')).statusCode).toBe(200);
    t.clock.advance(1000);
    expectRestError(await redeemPromo(late, 'soongone'), 400, 'This promo code has expired');
    expect(await balance(late)).toEqual({ balance: 0, pending: 0, pendingCount: 0 });
    expect(await transactions(late)).toEqual([]);
  });

  it('an unverified user gets 403 and no credit; no token gets 401', async () => {
    await promo({ code: 'VERIFYFIRST', amount: 5 });
    const unverified = await t.createUser({ verified: false });
    expectRestError(await redeemPromo(unverified, 'VERIFYFIRST'), 403, /verify your e-mail/i);
    expect(await walletBalance(unverified)).toBe(0);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', payload: { code: 'VERIFYFIRST' } }), 401);
    const list = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin })).json();
    expect(list.find((entry: { code: string }) => entry.code === 'VERIFYFIRST').usesCount).toBe(0);
  });

  it('a blocked user can neither redeem nor withdraw', async () => {
    await promo({ code: 'BLOCKEDOUT', amount: 5 });
    const user = await t.createUser();
    await fund(user.id, 50);
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin })).statusCode).toBe(200);
    const redeemed = await redeemPromo(user, 'BLOCKEDOUT');
    expect([401, 403]).toContain(redeemed.statusCode);
    const withdrawn = await withdraw(user, { amount: 30, email: user.email });
    expect([401, 403]).toContain(withdrawn.statusCode);
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin })).statusCode).toBe(200);
    const relogin = await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(await balance({ token: relogin.json().token })).toEqual({ balance: 50, pending: 0, pendingCount: 0 });
  });
});

// ── the daily code and the IST day boundary ─────────────────────────────────────────────

describe('daily promo code (IST days)', () => {
  it('GET /api/daily-promo is 404 when nothing is scheduled for today', async () => {
    await setClock('2026-01-19T06:30:00.000Z');
    expectRestError(await t.request('public', { method: 'GET', url: '/api/daily-promo' }), 404);
  });

  it("shows today's code as { code, amount }; an inactive one is not shown; one active daily code per date", async () => {
    await setClock('2026-01-19T07:00:00.000Z');
    const today = await promo({ code: 'daily-jan19', amount: 2.5, dailyFor: '2026-01-19' });
    const shown = await t.request('public', { method: 'GET', url: '/api/daily-promo' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ code: 'DAILY-JAN19', amount: 2.5 });
    expectRestError(await createPromo({ code: 'OTHER-JAN19', amount: 1, dailyFor: '2026-01-19' }), 409, /already scheduled/i);

    await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${today._id}/toggle`, token: admin });
    expectRestError(await t.request('public', { method: 'GET', url: '/api/daily-promo' }), 404);
    await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${today._id}/toggle`, token: admin });
    expect((await t.request('public', { method: 'GET', url: '/api/daily-promo' })).json()).toEqual({ code: 'DAILY-JAN19', amount: 2.5 });
  });

  it('the day changes at 18:30 UTC (IST midnight): which code is shown and which is redeemable', async () => {
    await promo({ code: 'DAY-JAN20', amount: 1, dailyFor: '2026-01-20' });
    await promo({ code: 'DAY-JAN21', amount: 2, dailyFor: '2026-01-21' });
    const [a, b, c, d] = await Promise.all([t.createUser(), t.createUser(), t.createUser(), t.createUser()]);

    // 23:59:59 IST on the 20th.
    await setClock('2026-01-20T18:29:59.000Z');
    expect((await t.request('public', { method: 'GET', url: '/api/daily-promo' })).json()).toEqual({ code: 'DAY-JAN20', amount: 1 });
    expectRestError(await redeemPromo(a, 'DAY-JAN21'), 400, 'This promo code is only valid on its day');
    expect((await redeemPromo(a, 'DAY-JAN20')).json()).toEqual({ amount: 1, newBalance: 1, code: 'DAY-JAN20' });

    // 00:00:00 IST on the 21st.
    t.clock.set(new Date('2026-01-20T18:30:00.000Z'));
    expect((await t.request('public', { method: 'GET', url: '/api/daily-promo' })).json()).toEqual({ code: 'DAY-JAN21', amount: 2 });
    expectRestError(await redeemPromo(b, 'DAY-JAN20'), 400, 'This promo code has expired');
    expect((await redeemPromo(b, 'day-jan21')).json()).toEqual({ amount: 2, newBalance: 2, code: 'DAY-JAN21' });
    expect(await walletBalance(b)).toBe(2);

    // Early morning UTC on the 21st is still the 21st in IST; by 18:30 UTC on the 21st it is the 22nd.
    t.clock.set(new Date('2026-01-21T18:29:59.999Z'));
    expect((await redeemPromo(c, 'DAY-JAN21')).statusCode).toBe(200);
    t.clock.set(new Date('2026-01-21T18:30:00.000Z'));
    expectRestError(await t.request('public', { method: 'GET', url: '/api/daily-promo' }), 404);
    expectRestError(await redeemPromo(d, 'DAY-JAN21'), 400, 'This promo code has expired');
    expect(await walletBalance(d)).toBe(0);
  });
});

// ── wallet reads ────────────────────────────────────────────────────────────────────────

describe('wallet balance and transactions', () => {
  it('a new user: balance 0, nothing pending, empty history', async () => {
    const user = await t.createUser();
    expect(await walletBalance(user)).toBe(0);
    expect(await balance(user)).toEqual({ balance: 0, pending: 0, pendingCount: 0 });
    expect(await transactions(user)).toEqual([]);
    expect(await redeemHistory(user)).toEqual([]);
  });

  it('transactions are newest first, signed rupees, with their fields, and paginate', async () => {
    await setClock('2026-03-01T05:00:00.000Z');
    await promo({ code: 'PAGE-PROMO', amount: 1.5 });
    const user = await t.createUser();
    await fund(user.id, 100);
    t.clock.advance(MINUTE_MS);
    expect((await redeemPromo(user, 'PAGE-PROMO')).statusCode).toBe(200);
    t.clock.advance(MINUTE_MS);
    await pendingRequest(user, 30);
    t.clock.advance(MINUTE_MS);
    expect((await adjust(user.id, { amount: 0.5, type: 'deduct', reason: 'typo fix' })).statusCode).toBe(200);

    const all = await transactions(user);
    expect(all.map((entry) => [entry.amount, entry.kind])).toEqual([
      [-0.5, 'adjustment'],
      [-30, 'withdrawal-hold'],
      [1.5, 'promo'],
      [100, 'adjustment'],
    ]);
    for (const entry of all) expect(Object.keys(entry).sort()).toEqual(['_id', 'amount', 'createdAt', 'description', 'kind', 'promoCode']);
    expect(all[0]).toMatchObject({ description: 'Adjustment: typo fix', promoCode: null, createdAt: '2026-03-01T05:03:00.000Z' });
    expect(all[2]).toMatchObject({ promoCode: 'PAGE-PROMO', createdAt: '2026-03-01T05:01:00.000Z' });
    expect(all[3]).toMatchObject({ description: 'Adjustment: test funding', createdAt: '2026-03-01T05:00:00.000Z' });

    const page1 = await transactions(user, 'page=1&pageSize=3');
    const page2 = await transactions(user, 'page=2&pageSize=3');
    const page3 = await transactions(user, 'page=3&pageSize=3');
    expect(page1.map((entry) => entry._id)).toEqual(all.slice(0, 3).map((entry) => entry._id));
    expect(page2.map((entry) => entry._id)).toEqual([all[3]!._id]);
    expect(page3).toEqual([]);
    expectRestError(await t.request('public', { method: 'GET', url: '/api/wallet/transactions?pageSize=0', token: user.token }), 400);
    expectRestError(await t.request('public', { method: 'GET', url: '/api/wallet/transactions?page=abc', token: user.token }), 400);

    // The balance is the sum of the history: 100 + 1.5 - 30 - 0.5.
    expect(await balance(user)).toEqual({ balance: 71, pending: 30, pendingCount: 1 });
    expect(await walletBalance(user)).toBe(71);
  });

  it('reading the wallet needs a sign-in', async () => {
    for (const url of ['/api/wallet/balance', '/api/wallet/transactions', '/api/wallet/redeem-history', '/api/auth/me']) {
      expectRestError(await t.request('public', { method: 'GET', url }), 401);
      expectRestError(await t.request('public', { method: 'GET', url, token: 'not-a-real-token-0000000000000000000000000' }), 401);
    }
  });
});

// ── withdrawals ─────────────────────────────────────────────────────────────────────────

describe('withdrawal requests', () => {
  it('refuses bad input with the spec messages and creates nothing', async () => {
    const user = await t.createUser();
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
    const user = await t.createUser();
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

    t.clock.advance(1000);
    expect((await withdraw(user, { amount: '50', email: user.email })).statusCode).toBe(200);
    expect(await balance(user)).toEqual({ balance: 20, pending: 80, pendingCount: 2 });
    expect((await redeemHistory(user)).map((request) => request.amount)).toEqual([50, 30]);
  });

  it('an amount switched off by an admin is refused with the admin\'s reason; switching off needs a reason', async () => {
    const user = await t.createUser();
    await fund(user.id, 100);
    const off = await updateOption({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
    expect(off.statusCode, off.body).toBe(200);
    expect(trpcData(off)).toEqual({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
    try {
      const options = await t.request('public', { method: 'GET', url: '/trpc/redeem.options' });
      expect(trpcData(options)).toContainEqual({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
      expectRestError(await withdraw(user, { amount: 30, email: user.email }), 400, /out of stock/);
      expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
      expect((await withdraw(user, { amount: 50, email: user.email })).statusCode).toBe(200);

      const noReason = await updateOption({ amountPaise: 10000, isAvailable: false });
      expect(noReason.statusCode).toBe(400);
      expect(trpcError(noReason).message).toMatch(/reason/i);
      const blankReason = await updateOption({ amountPaise: 10000, isAvailable: false, unavailableReason: '   ' });
      expect(blankReason.statusCode).toBe(400);
      const optionsAfter = trpcData(await t.request('public', { method: 'GET', url: '/trpc/redeem.options' }));
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
    const unverified = await t.createUser({ verified: false });
    await fund(unverified.id, 100);
    expectRestError(await withdraw(unverified, { amount: 30, email: unverified.email }), 403, /verify your e-mail/i);
    expect(await balance(unverified)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
    expectRestError(await t.request('public', { method: 'POST', url: '/api/wallet/redeem', payload: { amount: 30, email: 'x@example.com' } }), 401);
  });
});

// ── admin resolution of withdrawals ─────────────────────────────────────────────────────

describe('admin resolves withdrawal requests', () => {
  it('complete: stores the code, shows it to the user, mails it to the request address, balance unchanged, pending 0', async () => {
    const user = await t.createUser({ name: 'Priya Payout' });
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
    const user = await t.createUser();
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
    const user = await t.createUser({ name: 'Filter Person' });
    await fund(user.id, 90);
    const pending = await pendingRequest(user, 30);
    const completed = await pendingRequest(user, 30);
    const rejected = await pendingRequest(user, 30);
    expect((await complete(completed, { code: 'FILTER-CODE' })).statusCode).toBe(200);
    expect((await reject(rejected, { reason: 'filter reason' })).statusCode).toBe(200);

    const list = async (status: string) => {
      const response = await t.request('admin', { method: 'GET', url: `/api/admin/redeem-requests?status=${status}&pageSize=100`, token: admin });
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
    const all = await t.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?pageSize=100', token: admin });
    expect(new Set(all.json().map((item: { status: string }) => item.status))).toEqual(new Set(['pending', 'completed', 'rejected']));
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?status=paid', token: admin }), 400, /status/i);
  });
});

// ── admin balance adjustments ───────────────────────────────────────────────────────────

describe('admin balance adjustments', () => {
  it('add and deduct work and show in the user history as "Adjustment: <reason>"', async () => {
    const user = await t.createUser();
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
    const user = await t.createUser();
    await fund(user.id, 10);
    const before = await moneyState(user);
    expectRestError(await adjust(user.id, { amount: 10.01, type: 'deduct', reason: 'too much' }), 400, /^Insufficient balance/);
    expectRestError(await adjust(user.id, { amount: 5, type: 'add' }), 400, 'Reason is required');
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
    const user = await t.createUser();
    const created = await promo({ code: 'AUDITED', amount: 3 });
    await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${created._id}/toggle`, token: admin });
    await t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${created._id}/toggle`, token: admin });
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
    const user = await t.createUser();
    const before = (await auditEntries()).length;
    await adjust(user.id, { amount: 5, type: 'deduct', reason: 'more than there is' });
    await createPromo({ code: 'AUDITED', amount: 1 });
    await complete(UNKNOWN_ID, { code: 'X' });
    expect((await auditEntries()).length).toBe(before);
  });
});

// ── authorization ───────────────────────────────────────────────────────────────────────

describe('authorization', () => {
  let alice: TestUser;
  let bob: TestUser;
  let aliceRequest: string;
  let alicePromo: { _id: string };

  beforeAll(async () => {
    alice = await t.createUser({ name: 'Alice' });
    bob = await t.createUser({ name: 'Bob' });
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
    const smuggled = await t.request('public', { method: 'GET', url: `/api/wallet/transactions?userId=${alice.id}`, token: bob.token });
    expect(smuggled.json()).toEqual([]);
    const trpcHistory = await t.request('public', {
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
      expectRestError(await t.request('public', { method: 'PUT', url: `/api/admin/redeem-requests/${aliceRequest}/${path}`, token: bob.token, payload }), 404);
      expectRestError(await t.request('public', { method: 'PUT', url: `/api/admin/redeem-requests/${aliceRequest}/${path}`, token: alice.token, payload }), 404);
      expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${aliceRequest}/${path}`, token: bob.token, payload }), 401);
    }
    const trpc = await t.request('public', { method: 'POST', url: '/trpc/redeemRequests.complete', token: bob.token, payload: { json: { id: aliceRequest, code: 'STOLEN' } } });
    expect(trpc.statusCode).toBe(404);
    expect(await redeemHistory(alice)).toEqual([expect.objectContaining({ _id: aliceRequest, status: 'pending', code: null })]);
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
    const promos = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: admin })).json();
    const options = trpcData(await t.request('public', { method: 'GET', url: '/trpc/redeem.options' }));
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
        t.request(target, { method: call.method, url: call.url(), token, payload: call.payload?.() as never });
      for (const [target, token, status] of [
        ['admin', undefined, 401],
        ['admin', bob.token, 401],
        ['public', undefined, 404],
        ['public', bob.token, 404],
        ['public', admin, 404],
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

describe('ledger check', () => {
  it('after everything this file did, cached balances equal entry sums and the system sums to zero', async () => {
    const check = await ledgerCheck();
    expect(check).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
    const counts = await dbRow(`select (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from wallet_accounts) as accounts`);
    expect(counts.transfers).toBeGreaterThan(40);
    expect(check.transfersChecked).toBe(counts.transfers);
    expect(check.accountsChecked).toBe(counts.accounts);
  });

  it('detects a cached balance that no longer matches its entries, and passes again once it is put back', async () => {
    const user = await t.createUser();
    await fund(user.id, 12);
    const account = await dbRow(`select id from wallet_accounts where user_id = ?`, [user.id]);
    await db(`update wallet_accounts set balance = balance + 1 where id = ?`, [account.id]);
    try {
      const broken = await ledgerCheck();
      expect(broken.ok).toBe(false);
      expect(broken.mismatchedAccounts).toEqual([{ accountId: account.id, label: `user:${user.id}`, cachedPaise: 1201, entriesPaise: 1200 }]);
    } finally {
      await db(`update wallet_accounts set balance = balance - 1 where id = ?`, [account.id]);
    }
    expect(await ledgerCheck()).toMatchObject({ ok: true, mismatchedAccounts: [] });
  });

  it('detects held money that does not match the pending requests', async () => {
    const user = await t.createUser();
    await fund(user.id, 30);
    const id = await pendingRequest(user, 30);
    await db(`update redeem_requests set amount_paise = 5000 where id = ?`, [id]);
    try {
      const broken = await ledgerCheck();
      expect(broken.ok).toBe(false);
      expect(broken.holdsMismatch).toEqual({ heldPaise: expect.any(Number), pendingRequestsPaise: broken.holdsMismatch.heldPaise + 2000 });
    } finally {
      await db(`update redeem_requests set amount_paise = 3000 where id = ?`, [id]);
    }
    expect((await ledgerCheck()).ok).toBe(true);
  });

  it('the ledger is append-only: updates, deletes and truncates of entries or transfers are refused by the database', async () => {
    const before = await dbRow(`select count(*)::int as entries, coalesce(sum(amount), 0)::bigint as total from ledger_entries`);
    await expect(db(`update ledger_entries set amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(db(`delete from ledger_entries`)).rejects.toThrow(/append-only/);
    await expect(db(`update ledger_transfers set amount = 1`)).rejects.toThrow(/append-only/);
    await expect(db(`delete from ledger_transfers`)).rejects.toThrow(/append-only/);
    await expect(db(`truncate ledger_entries`)).rejects.toThrow(/append-only/);
    await expect(db(`truncate ledger_transfers cascade`)).rejects.toThrow(/append-only/);
    const after = await dbRow(`select count(*)::int as entries, coalesce(sum(amount), 0)::bigint as total from ledger_entries`);
    expect(after).toEqual(before);
    expect((await ledgerCheck()).ok).toBe(true);
  });

  it('a user balance can never be made negative, even by a direct UPDATE (CHECK constraint backstop)', async () => {
    const user = await t.createUser();
    await fund(user.id, 1);
    await expect(db(`update wallet_accounts set balance = -1 where user_id = ?`, [user.id])).rejects.toThrow(/wallet_accounts_balance_non_negative|check constraint/);
    expect(await walletBalance(user)).toBe(1);
  });

  it('transfers, promo redemptions and withdrawal requests get time-ordered ids (UUID version 7), so their indexes grow at one edge', async () => {
    const user = await t.createUser();
    await fund(user.id, 100);
    const code = await promo({ code: 'ORDEREDIDS', amount: 1 });
    expect((await redeemPromo(user, code.code)).statusCode).toBe(200);
    await pendingRequest(user, 30);
    await pendingRequest(user, 30);
    // The version is the UUID's 13th hex digit. ledger_entries.id is a sequence, so it gives the order in which the transfers were written.
    const transfers = await db(
      `select t.id::text as id, substr(t.id::text, 15, 1) as version from ledger_transfers t
       join ledger_entries e on e.transfer_id = t.id join wallet_accounts a on a.id = e.account_id
       where a.user_id = ? order by e.id`,
      [user.id],
    );
    expect(transfers.map((row) => row.version)).toEqual(['7', '7', '7', '7']);
    expect(transfers.map((row) => row.id)).toEqual(transfers.map((row) => row.id).sort());
    expect(new Set(transfers.map((row) => row.id)).size).toBe(4);
    const requests = await db(`select substr(id::text, 15, 1) as version from redeem_requests where user_id = ?`, [user.id]);
    expect(requests.map((row) => row.version)).toEqual(['7', '7']);
    const redemption = await dbRow(`select substr(id::text, 15, 1) as version from promo_redemptions where user_id = ?`, [user.id]);
    expect(redemption.version).toBe('7');
  });

  it('running the ledger check changes nothing (no audit entry)', async () => {
    const before = (await auditEntries()).length;
    expect((await ledgerCheck()).ok).toBe(true);
    expect((await auditEntries()).length).toBe(before);
  });
});
