import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sqlByHand, trpcData } from './harness';
import { moneyHelpers, useMoneyServer } from './money-helpers';

/** Issue 31 §4: the admin's queues oldest first unless asked for newest; the store's Reported filter. */
const ctx = useMoneyServer({ capabilities: ['store', 'tasks'] });
const { fund, pendingRequest, setClock } = moneyHelpers(ctx);

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

async function list<T>(path: string, input: Record<string, unknown>): Promise<T> {
  const response = await ctx.t.trpcQuery('admin', path, input, { token: ctx.admin });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData<T>(response);
}

async function product(codes: string[] = []): Promise<string> {
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload: { ...GIFT, outOfStockPromiseHours: 24 } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  if (codes.length) expect((await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes } })).statusCode).toBe(200);
  return id;
}

async function placeOrder(user: { token: string }, productId: string): Promise<string> {
  const response = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order._id as string;
}

describe('queues', () => {
  it('withdrawals, store orders and contact messages: oldest first by default, newest when asked; REST keeps newest first', async () => {
    await setClock('2026-03-01T08:00:00.000Z');
    const user = await ctx.t.createUser();
    await fund(user.id, 500);
    const pending = await product();
    const ids: { withdrawals: string[]; orders: string[] } = { withdrawals: [], orders: [] };
    for (const minute of ['10', '20', '30']) {
      await setClock(`2026-03-01T09:${minute}:00.000Z`);
      ids.withdrawals.push(await pendingRequest(user, 30));
      ids.orders.push(await placeOrder(user, pending));
      const sent = await ctx.t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'Queue', email: 'queue@example.com', message: `Message ${minute}` } });
      expect(sent.statusCode, sent.body).toBe(200);
    }

    const withdrawals = async (input: Record<string, unknown>) => (await list<{ requests: { id: string }[] }>('redeemRequests.list', { status: 'pending', ...input })).requests.map((request) => request.id).filter((id) => ids.withdrawals.includes(id));
    expect(await withdrawals({})).toEqual(ids.withdrawals);
    expect(await withdrawals({ order: 'newest' })).toEqual([...ids.withdrawals].reverse());

    const orders = async (input: Record<string, unknown>) => (await list<{ orders: { id: string }[] }>('rewardOrders.list', { status: 'pending', ...input })).orders.map((order) => order.id).filter((id) => ids.orders.includes(id));
    expect(await orders({})).toEqual(ids.orders);
    expect(await orders({ order: 'newest' })).toEqual([...ids.orders].reverse());

    const contacts = async (input: Record<string, unknown>) => (await list<{ contacts: { message: string }[] }>('contacts.list', input)).contacts.map((contact) => contact.message).filter((message) => message.startsWith('Message '));
    expect(await contacts({})).toEqual(['Message 10', 'Message 20', 'Message 30']);
    expect(await contacts({ order: 'newest' })).toEqual(['Message 30', 'Message 20', 'Message 10']);

    const rest = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/reward-orders?status=pending', token: ctx.admin });
    expect((rest.json().orders as { _id: string }[]).map((order) => order._id).filter((id) => ids.orders.includes(id))).toEqual([...ids.orders].reverse());
    const restOldest = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/reward-orders?status=pending&order=oldest', token: ctx.admin });
    expect((restOldest.json().orders as { _id: string }[]).map((order) => order._id).filter((id) => ids.orders.includes(id))).toEqual(ids.orders);
  });

  it('task reviews: oldest first by default, newest when asked', async () => {
    await setClock('2026-03-03T08:00:00.000Z');
    const user = await ctx.t.createUser();
    const task = { title: 'Queue task', steps: '1. Do it', rewardPaise: 500, proof: 'text', perUserLimit: 3, totalLimit: 10, enabled: true };
    const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: ctx.admin, payload: task });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json()._id as string;
    const answers: string[] = [];
    for (const minute of ['10', '20', '30']) {
      await setClock(`2026-03-03T09:${minute}:00.000Z`);
      const submitted = await ctx.t.request('public', { method: 'POST', url: `/api/tasks/${taskId}/submissions`, token: user.token, payload: { text: `answer ${minute}` } });
      expect(submitted.statusCode, submitted.body).toBe(201);
      answers.push(`answer ${minute}`);
    }
    const submissions = async (input: Record<string, unknown>) => (await list<{ submissions: { proofText: string }[] }>('tasks.submissions', { taskId, ...input })).submissions.map((submission) => submission.proofText);
    expect(await submissions({})).toEqual(answers);
    expect(await submissions({ order: 'newest' })).toEqual([...answers].reverse());
  });

  it('flagged referrals: oldest first by default, newest when asked', async () => {
    await setClock('2026-03-04T08:00:00.000Z');
    const referrer = await ctx.t.createUser();
    const friends = [await ctx.t.createUser(), await ctx.t.createUser(), await ctx.t.createUser()];
    for (const [index, friend] of friends.entries()) {
      await sqlByHand(
        ctx.t.databaseUrl,
        `insert into referrals (referrer_id, friend_id, status, flags, friend_email_normalised, created_at) values ($1, $2, 'review', '{same-device}', $3, $4)`,
        [referrer.id, friend.id, friend.email, new Date(Date.UTC(2026, 2, 4, 9, index))],
      );
    }
    const ids = friends.map((friend) => friend.id);
    const flagged = async (input: Record<string, unknown>) => (await list<{ referrals: { friend: { id: string } }[] }>('referrals.list', { flagged: true, ...input })).referrals.map((referral) => referral.friend.id).filter((id) => ids.includes(id));
    expect(await flagged({})).toEqual(ids);
    expect(await flagged({ order: 'newest' })).toEqual([...ids].reverse());
  });

  it('open appeals: oldest first by default, newest when asked', async () => {
    await setClock('2026-03-05T08:00:00.000Z');
    const user = await ctx.t.createUser();
    const messages = ['appeal 1', 'appeal 2', 'appeal 3'];
    for (const [index, message] of messages.entries()) {
      await sqlByHand(ctx.t.databaseUrl, `insert into appeals (user_id, item_kind, item_id, message, status, created_at) values ($1, 'account', $2, $3, 'open', $4)`, [user.id, randomUUID(), message, new Date(Date.UTC(2026, 2, 5, 9, index))]);
    }
    const open = async (input: Record<string, unknown>) => (await list<{ message: string }[]>('appeals.list', { status: 'open', ...input })).map((appeal) => appeal.message).filter((message) => messages.includes(message));
    expect(await open({})).toEqual(messages);
    expect(await open({ order: 'newest' })).toEqual([...messages].reverse());
  });

  it('the Reported filter lists only reported orders, each with the first reveal of the reported code', async () => {
    await setClock('2026-03-02T08:00:00.000Z');
    const user = await ctx.t.createUser();
    await fund(user.id, 500);
    const stocked = await product(['QUEUE-REPORT-0001-AAAA', 'QUEUE-REPORT-0002-BBBB', 'QUEUE-REPORT-0003-CCCC']);
    const reported = await placeOrder(user, stocked);
    const kept = await placeOrder(user, stocked);
    const reveal = (id: string) => ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${id}/reveal`, token: user.token });

    await setClock('2026-03-02T08:05:00.000Z');
    expect((await reveal(reported)).statusCode).toBe(200);
    expect((await reveal(kept)).statusCode).toBe(200);
    await setClock('2026-03-02T08:06:00.000Z');
    expect((await reveal(reported)).statusCode).toBe(200);
    await setClock('2026-03-02T08:08:00.000Z');
    const report = await ctx.t.request('public', { method: 'POST', url: `/api/rewards/orders/${reported}/report`, token: user.token, payload: { note: 'Already used' } });
    expect(report.statusCode, report.body).toBe(200);

    const { orders } = await list<{ orders: { id: string; revealedAt: string; reportedAt: string }[] }>('rewardOrders.list', { status: 'reported' });
    expect(orders.map((order) => order.id)).toEqual([reported]);
    expect(new Date(orders[0]!.revealedAt).toISOString()).toBe('2026-03-02T08:05:00.000Z');
    expect(new Date(orders[0]!.reportedAt).getTime() - new Date(orders[0]!.revealedAt).getTime()).toBe(3 * 60_000);

    const fulfilled = await list<{ orders: { id: string; revealedAt: string | null }[] }>('rewardOrders.list', { status: 'fulfilled' });
    expect(fulfilled.orders.find((order) => order.id === kept)?.revealedAt).toBeNull();
  });
});
