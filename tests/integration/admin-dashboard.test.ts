import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../server/clock';
import { getDashboardOverview } from '../../server/modules/admin-dashboard/get-overview';
import type { DashboardSection } from '#contract/admin-dashboard/schemas';
import type { AdminRole } from '#contract/admin-auth/roles';
import { writeSettingsNow, segments } from './games-helpers';
import { trpcData } from './harness';
import { moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/** The admin dashboard (issue 31, decision 049): every figure against a history built here, at known times. */

const ctx = useMoneyServer({ capabilities: ['store'] });
const { fund, pendingRequest, setClock, ledgerCheck, db } = moneyHelpers(ctx);

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };
const BIG_GIFT = { ...GIFT, name: 'Google Play ₹50', faceValue: 50, pricePaise: 5_000 };
const DIAMONDS = { ...GIFT, kind: 'free_fire_diamonds', name: '100 Diamonds', faceValue: 100, pricePaise: 8_000, region: 'India server', validity: 'Credited to your UID' };

const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index}-DASHBOARD`);

async function product(payload: Record<string, unknown>, withCodes: string[] = []): Promise<string> {
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  if (withCodes.length) {
    const uploaded = await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes: withCodes } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  return id;
}

async function fundedUser(rupees: number): Promise<TestUser> {
  const user = await ctx.t.createUser();
  await fund(user.id, rupees);
  return user;
}

async function buy(user: TestUser, productId: string, payload: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order._id;
}

async function reportCode(user: TestUser, orderId: string): Promise<void> {
  expect((await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${orderId}/reveal`, token: user.token })).statusCode).toBe(200);
  const reported = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${orderId}/report`, token: user.token, payload: { note: 'The store said the code is invalid' } });
  expect(reported.statusCode, reported.body).toBe(200);
}

async function overview() {
  const response = await ctx.t.trpcQuery('admin', 'adminDashboard.overview', undefined, { token: ctx.admin });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response);
}

const deps = () => ({ em: ctx.t.server.orm.em.fork(), clock: ctx.t.clock, config: ctx.t.config });

/** The history's moments (the server starts at 2026-01-15T06:30Z, 12:00 IST). */
const START = Date.parse('2026-01-15T07:00:00.000Z');
const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();
const NOW = at(4 * HOUR_MS);

describe('the dashboard against a known history', () => {
  it('counts each queue and dates its oldest item, sets stock against what balances could buy, today’s payouts against budgets, the last ledger check, failed mails and jobs', async () => {
    await setClock(at(0));
    const before = await overview();
    expect(before.ledger).toBeNull();

    // Three withdrawals waiting: 4 h, 3 h and 30 min old at NOW. Each user keeps ₹70.
    const withdrawers = [await fundedUser(100), await fundedUser(100), await fundedUser(100)];
    await pendingRequest(withdrawers[0]!, 30);
    await setClock(at(HOUR_MS));
    await pendingRequest(withdrawers[1]!, 30);
    await setClock(at(3.5 * HOUR_MS));
    await pendingRequest(withdrawers[2]!, 30);

    // Stock: ₹10 cards 5 uploaded, 2 bought and reported (3 left); ₹50 cards 4. Reporters keep ₹15 each.
    await setClock(at(2 * HOUR_MS));
    const small = await product(GIFT, codes('SMALL', 5));
    const big = await product(BIG_GIFT, codes('BIG', 4));
    const diamonds = await product(DIAMONDS);
    const reporters = [await fundedUser(25), await fundedUser(25)];
    const orders = [await buy(reporters[0]!, small), await buy(reporters[1]!, small)];
    await setClock(at(2.5 * HOUR_MS));
    await reportCode(reporters[0]!, orders[0]!);
    await setClock(at(3 * HOUR_MS));
    await reportCode(reporters[1]!, orders[1]!);

    // A Free Fire top-up waiting since 3 h 15 min; its buyer keeps ₹20.
    await setClock(at(3.25 * HOUR_MS));
    const topUpBuyer = await fundedUser(100);
    await buy(topUpBuyer, diamonds, { freeFireUid: '123456789' });

    // An unread contact message, 20 minutes old.
    await setClock(at(3 * HOUR_MS + 40 * MINUTE_MS));
    const contact = await ctx.t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'Asha', email: 'asha@example.com', message: 'Where is my code?' } });
    expect(contact.statusCode, contact.body).toBe(200);

    // Today's plays: three spins of ₹2 each against a ₹500 budget (the spinner keeps ₹6).
    await writeSettingsNow(ctx.t, 'spin', { enabled: true, dailyBudget: 500, limits: { spinsPerDay: 3, maxSpinsPerDay: 3 }, segments: segments([2, 2, 2, 2, 2, 2, 2, 2]) });
    const spinner = await ctx.t.createUser();
    for (let play = 0; play < 3; play += 1) {
      const spun = await ctx.t.request('public', { method: 'POST', url: '/api/games/spin', token: spinner.token, payload: {} });
      expect(spun.statusCode, spun.body).toBe(200);
    }

    // The ledger checked at 3 h 50 min; one mail given up on within the day, one the day before; a job given up on.
    await setClock(at(3 * HOUR_MS + 50 * MINUTE_MS));
    expect((await ledgerCheck()).ok).toBe(true);
    const failedMail = `insert into outbox_mails (recipient, subject, text, html, status, attempts, next_attempt_at, created_at, last_error) values ('x@example.com', 's', 't', 'h', 'failed', 6, ?, ?, 'refused')`;
    await db(failedMail, [at(2 * HOUR_MS), at(0)]);
    await db(failedMail, [at(-30 * HOUR_MS), at(-31 * HOUR_MS)]);
    await db(`select graphile_worker.add_job('dashboard-test-task', '{}'::json, run_at := now() + interval '1 year', max_attempts := 1)`);
    await db(`update graphile_worker._private_jobs set attempts = 1, last_error = 'boom' where task_id = (select id from graphile_worker._private_tasks where identifier = 'dashboard-test-task')`);

    await setClock(NOW);
    const figures = await overview();
    expect(figures).toMatchObject({
      now: NOW,
      istDay: '2026-01-15',
      withdrawals: { count: 3, oldestAt: at(0) },
      storeOrders: { count: 1, oldestAt: at(3.25 * HOUR_MS), topUps: 1 },
      reportedCodes: { count: 2, oldestAt: at(2.5 * HOUR_MS) },
      taskReviews: { count: 0, oldestAt: null },
      flaggedReferrals: { count: 0, oldestAt: null },
      appeals: { count: 0, oldestAt: null },
      contacts: { count: 1, oldestAt: at(3 * HOUR_MS + 40 * MINUTE_MS) },
      users: { total: before.users.total + 7 },
      ledger: { checkedAt: at(3 * HOUR_MS + 50 * MINUTE_MS), ok: true, problems: 0 },
      failedMails: { count: 1 },
      failedJobs: { gaveUp: 1, retrying: 0, lastError: 'boom' },
    });
    // Balances ₹70 ×3, ₹15 ×2, ₹20, ₹6: ₹10 cards 7×3 + 1×2 + 2 = 25 against 3 in stock; ₹50 cards 1×3 = 3 against 4.
    expect(figures.stock).toEqual([
      { productId: small, name: GIFT.name, enabled: true, inStock: 3, couldBuy: 25 },
      { productId: big, name: BIG_GIFT.name, enabled: true, inStock: 4, couldBuy: 3 },
    ]);
    const spin = figures.payouts.find((payout: { game: string }) => payout.game === 'spin');
    expect(spin).toEqual({ game: 'spin', enabled: true, plays: 3, paidPaise: 600, budgetPaise: 50_000 });
    expect(figures.payouts.filter((payout: { game: string }) => payout.game !== 'spin').map((payout: { plays: number; paidPaise: number }) => [payout.plays, payout.paidPaise])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('answers each role only the parts it may see', async () => {
    const keysFor = async (role: AdminRole) =>
      Object.keys(await getDashboardOverview(deps(), role))
        .filter((key) => key !== 'now' && key !== 'istDay')
        .sort() as DashboardSection[];
    expect(await keysFor('owner')).toEqual(
      ['appeals', 'contacts', 'failedJobs', 'failedMails', 'flaggedReferrals', 'ledger', 'payoutClock', 'payouts', 'reportedCodes', 'stock', 'storeOrders', 'taskReviews', 'users', 'withdrawals'].sort(),
    );
    expect(await keysFor('finance')).toEqual(['ledger', 'payoutClock', 'payouts', 'reportedCodes', 'stock', 'storeOrders', 'users', 'withdrawals']);
    expect(await keysFor('support')).toEqual(['appeals', 'contacts', 'flaggedReferrals', 'taskReviews', 'users']);
    expect(await keysFor('content')).toEqual([]);
  });
});

describe('store inventory (issue 31)', () => {
  it('a CSV column’s header row is not stored as a code, and codes of one upload share a batch that another upload does not', async () => {
    const id = await product({ ...GIFT, name: 'Header test' });
    const upload = (payload: string[]) => ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes: payload } });
    expect((await upload(['Voucher Code', 'HEAD-0001-AAAA', 'HEAD-0002-BBBB'])).json()).toMatchObject({ added: 2, duplicates: 0 });
    ctx.t.clock.advance(MINUTE_MS);
    expect((await upload(['HEAD-0003-AAAA'])).json()).toMatchObject({ added: 1 });
    const listed = await ctx.t.trpcQuery('admin', 'rewards.codes', { id, page: 1, pageSize: 10 }, { token: ctx.admin });
    const codes: Array<{ last4: string; batch: string }> = trpcData(listed).codes;
    expect(codes.map((code) => code.last4).sort()).toEqual(['AAAA', 'AAAA', 'BBBB']);
    const [newer, ...older] = codes;
    expect(new Set(older.map((code) => code.batch)).size).toBe(1);
    expect(newer!.batch).not.toBe(older[0]!.batch);
  });
});
