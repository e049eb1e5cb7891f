import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../server/clock';
import { expectRestError } from './assertions';
import { ledgerChecksOutAfterThisFile, moneyHelpers, UNKNOWN_ID, useMoneyServer } from './money-helpers';

/** Promo codes over the documented REST paths: the admin creates and toggles them, users redeem them, and the daily code follows IST days. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer({ checkCaches: true });
const { createPromo, promo, redeemPromo, fund, withdraw, balance, walletBalance, transactions, setClock, moneyState } = moneyHelpers(ctx);

describe('admin promo codes', () => {
  it('creates a code (201), upper-cases it, keeps rupees with 2 decimals, and lists it with its use count', async () => {
    const created = await createPromo({ code: 'welcome-50', amount: 12.5, maxUses: 3, expiresAt: '2027-01-01T00:00:00.000Z' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'WELCOME-50', amount: 12.5, isActive: true, maxUses: 3, usesCount: 0, expiresAt: '2027-01-01T00:00:00.000Z', dailyFor: null });
    expect(created.json()._id).toMatch(/^[0-9a-f-]{36}$/);

    const asString = await createPromo({ code: 'Decimal_Str', amount: '7.25' });
    expect(asString.statusCode, asString.body).toBe(201);
    expect(asString.json()).toMatchObject({ code: 'DECIMAL_STR', amount: 7.25, maxUses: null, expiresAt: null });

    const user = await ctx.t.createUser();
    expect((await redeemPromo(user, 'welcome-50')).statusCode).toBe(200);
    const list = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((entry: { code: string }) => entry.code === 'WELCOME-50');
    expect(listed).toMatchObject({ _id: created.json()._id, amount: 12.5, usesCount: 1, maxUses: 3, isActive: true });
    expect(list.json().find((entry: { code: string }) => entry.code === 'DECIMAL_STR')).toMatchObject({ usesCount: 0 });
  });

  it('refuses a duplicate code with 409, whatever its case', async () => {
    await promo({ code: 'TWICE', amount: 5 });
    expectRestError(await createPromo({ code: 'twice', amount: 9 }), 409, 'A promo code with this name already exists');
    const list = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin });
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
      const before = (await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin })).json().length;
      expectRestError(await createPromo(payload), 400, message);
      const after = (await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin })).json().length;
      expect(after).toBe(before);
    });
  }

  it('toggle flips isActive each time; unknown id 404; malformed id 400', async () => {
    const code = await promo({ code: 'FLIPME', amount: 3 });
    const off = await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${code._id}/toggle`, token: ctx.admin });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ _id: code._id, code: 'FLIPME', isActive: false });
    const on = await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${code._id}/toggle`, token: ctx.admin });
    expect(on.json()).toMatchObject({ isActive: true });
    expectRestError(await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${UNKNOWN_ID}/toggle`, token: ctx.admin }), 404, 'Promo code not found');
    expectRestError(await ctx.t.request('admin', { method: 'PUT', url: '/api/admin/promocodes/not-a-uuid/toggle', token: ctx.admin }), 400, /id/i);
  });
});

// ── promo codes: user side ──────────────────────────────────────────────────────────────

describe('redeeming a promo code', () => {
  it('works with lower-case input and answers { amount, newBalance, code } in rupees', async () => {
    await promo({ code: 'HELLO10', amount: 10.75 });
    const user = await ctx.t.createUser();
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
    const switched = (await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin })).json().find((entry: { code: string }) => entry.code === 'SWITCHED');
    expect((await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${switched._id}/toggle`, token: ctx.admin })).statusCode).toBe(200);

    const first = await ctx.t.createUser();
    const second = await ctx.t.createUser();
    expect((await redeemPromo(first, 'SINGLE')).statusCode).toBe(200);
    await fund(second.id, 1);
    const before = await moneyState(second);

    expectRestError(await redeemPromo(second, ''), 400, 'Please enter a promo code');
    expectRestError(await redeemPromo(second, '   '), 400, 'Please enter a promo code');
    expectRestError(await ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: second.token, payload: {} }), 400, 'Please enter a promo code');
    expectRestError(await redeemPromo(second, 'NO-SUCH-CODE'), 404, 'Invalid promo code');
    expectRestError(await redeemPromo(second, 'switched'), 400, 'This promo code is no longer active');
    expectRestError(await redeemPromo(second, 'SINGLE'), 409, 'This promo code has no uses left');
    expect(await moneyState(second)).toEqual(before);

    const firstBefore = await moneyState(first);
    expectRestError(await redeemPromo(first, 'single'), 409, 'You have already used this promo code');
    expect(await moneyState(first)).toEqual(firstBefore);

    const list = (await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin })).json();
    expect(list.find((entry: { code: string }) => entry.code === 'SINGLE').usesCount).toBe(1);
    expect(list.find((entry: { code: string }) => entry.code === 'SWITCHED').usesCount).toBe(0);
  });

  it('a code re-activated by the admin can be redeemed again by those who never used it', async () => {
    const code = await promo({ code: 'BACKON', amount: 1 });
    const toggle = () => ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${code._id}/toggle`, token: ctx.admin });
    await toggle();
    const user = await ctx.t.createUser();
    expectRestError(await redeemPromo(user, 'BACKON'), 400, 'This promo code is no longer active');
    await toggle();
    expect((await redeemPromo(user, 'BACKON')).json()).toEqual({ amount: 1, newBalance: 1, code: 'BACKON' });
  });

  it('a code past its expiresAt is refused as expired (clock moved, no sleeping)', async () => {
    const expiresAt = new Date(ctx.t.clock.now().getTime() + HOUR_MS);
    await promo({ code: 'SOONGONE', amount: 4, expiresAt: expiresAt.toISOString() });
    const early = await ctx.t.createUser();
    const late = await ctx.t.createUser();
    ctx.t.clock.advance(HOUR_MS - 1000);
    expect((await redeemPromo(early, 'SOONGONE')).statusCode).toBe(200);
    ctx.t.clock.advance(1000);
    expectRestError(await redeemPromo(late, 'soongone'), 400, 'This promo code has expired');
    expect(await balance(late)).toEqual({ balance: 0, pending: 0, pendingCount: 0 });
    expect(await transactions(late)).toEqual([]);
  });

  it('an unverified user gets 403 and no credit; no token gets 401', async () => {
    await promo({ code: 'VERIFYFIRST', amount: 5 });
    const unverified = await ctx.t.createUser({ verified: false });
    expectRestError(await redeemPromo(unverified, 'VERIFYFIRST'), 403, /verify your e-mail/i);
    expect(await walletBalance(unverified)).toBe(0);
    expectRestError(await ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', payload: { code: 'VERIFYFIRST' } }), 401);
    const list = (await ctx.t.request('admin', { method: 'GET', url: '/api/admin/promocodes?pageSize=100', token: ctx.admin })).json();
    expect(list.find((entry: { code: string }) => entry.code === 'VERIFYFIRST').usesCount).toBe(0);
  });

  it('a blocked user can neither redeem nor withdraw', async () => {
    await promo({ code: 'BLOCKEDOUT', amount: 5 });
    const user = await ctx.t.createUser();
    await fund(user.id, 50);
    expect((await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: ctx.admin })).statusCode).toBe(200);
    const redeemed = await redeemPromo(user, 'BLOCKEDOUT');
    expect([401, 403]).toContain(redeemed.statusCode);
    const withdrawn = await withdraw(user, { amount: 30, email: user.email });
    expect([401, 403]).toContain(withdrawn.statusCode);
    expect((await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: ctx.admin })).statusCode).toBe(200);
    const relogin = await ctx.t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(await balance({ token: relogin.json().token })).toEqual({ balance: 50, pending: 0, pendingCount: 0 });
  });
});

// ── the daily code and the IST day boundary ─────────────────────────────────────────────

describe('daily promo code (IST days)', () => {
  it('GET /api/daily-promo is 404 when nothing is scheduled for today', async () => {
    await setClock('2026-01-19T06:30:00.000Z');
    expectRestError(await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' }), 404);
  });

  it("shows today's code as { code, amount }; an inactive one is not shown; one active daily code per date", async () => {
    await setClock('2026-01-19T07:00:00.000Z');
    const today = await promo({ code: 'daily-jan19', amount: 2.5, dailyFor: '2026-01-19' });
    const shown = await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ code: 'DAILY-JAN19', amount: 2.5 });
    expectRestError(await createPromo({ code: 'OTHER-JAN19', amount: 1, dailyFor: '2026-01-19' }), 409, /already scheduled/i);

    await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${today._id}/toggle`, token: ctx.admin });
    expectRestError(await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' }), 404);
    await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/promocodes/${today._id}/toggle`, token: ctx.admin });
    expect((await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' })).json()).toEqual({ code: 'DAILY-JAN19', amount: 2.5 });
  });

  it('the day changes at 18:30 UTC (IST midnight): which code is shown and which is redeemable', async () => {
    await promo({ code: 'DAY-JAN20', amount: 1, dailyFor: '2026-01-20' });
    await promo({ code: 'DAY-JAN21', amount: 2, dailyFor: '2026-01-21' });
    const [a, b, c, d] = await Promise.all([ctx.t.createUser(), ctx.t.createUser(), ctx.t.createUser(), ctx.t.createUser()]);

    // 23:59:59 IST on the 20th.
    await setClock('2026-01-20T18:29:59.000Z');
    expect((await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' })).json()).toEqual({ code: 'DAY-JAN20', amount: 1 });
    expectRestError(await redeemPromo(a, 'DAY-JAN21'), 400, 'This promo code is only valid on its day');
    expect((await redeemPromo(a, 'DAY-JAN20')).json()).toEqual({ amount: 1, newBalance: 1, code: 'DAY-JAN20' });

    // 00:00:00 IST on the 21st.
    ctx.t.clock.set(new Date('2026-01-20T18:30:00.000Z'));
    expect((await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' })).json()).toEqual({ code: 'DAY-JAN21', amount: 2 });
    expectRestError(await redeemPromo(b, 'DAY-JAN20'), 400, 'This promo code has expired');
    expect((await redeemPromo(b, 'day-jan21')).json()).toEqual({ amount: 2, newBalance: 2, code: 'DAY-JAN21' });
    expect(await walletBalance(b)).toBe(2);

    // Early morning UTC on the 21st is still the 21st in IST; by 18:30 UTC on the 21st it is the 22nd.
    ctx.t.clock.set(new Date('2026-01-21T18:29:59.999Z'));
    expect((await redeemPromo(c, 'DAY-JAN21')).statusCode).toBe(200);
    ctx.t.clock.set(new Date('2026-01-21T18:30:00.000Z'));
    expectRestError(await ctx.t.request('public', { method: 'GET', url: '/api/daily-promo' }), 404);
    expectRestError(await redeemPromo(d, 'DAY-JAN21'), 400, 'This promo code has expired');
    expect(await walletBalance(d)).toBe(0);
  });
});

// ── wallet reads ────────────────────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
