import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, sqlByHand, type TestServer } from './harness';

/**
 * The store's products and stock, and the public tasks, are served from each process's caches
 * (issue 20, decision 034): a change must reach the process that made it at once, and every other
 * process on the same database within a second; what a signed-in person sees of their own
 * submissions stays exact; and a cached read — these, today's promo code and the home figures
 * (their per-process lifetimes) — costs the database nothing.
 */
let a: TestServer;
let b: TestServer;
let admin: string;

beforeAll(async () => {
  a = await createTestServer({}, { capabilities: ['store', 'tasks'] });
  b = await createTestServer({}, { databaseUrl: a.databaseUrl, clock: a.clock });
  admin = await a.adminToken();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The other process hears the change on its listening connection: an event elsewhere, so poll for it (up to 1 s). */
function withinOneSecond(check: () => Promise<void>) {
  return vi.waitFor(check, { timeout: 1_000, interval: 20 });
}

async function adminCall(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, status = 200) {
  // Every call its own Idempotency-Key (a balance adjustment needs one; the other paths ignore it).
  const response = await a.request('admin', { method, url, token: admin, payload, headers: { 'idempotency-key': randomUUID() } });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

interface StoreReward {
  id: string;
  name: string;
  inStock: boolean;
}

async function store(server: TestServer): Promise<StoreReward[]> {
  const response = await server.request('public', { method: 'GET', url: '/api/rewards' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rewardOn(server: TestServer, id: string): Promise<StoreReward | undefined> {
  return (await store(server)).find((reward) => reward.id === id);
}

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

function code(): string {
  return `CACHE-${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
}

interface PublicTask {
  id: string;
  title: string;
  remainingSlots: number;
  mySubmissionCount: number;
  myRemaining: number;
}

async function taskList(server: TestServer, token?: string): Promise<PublicTask[]> {
  const response = await server.request('public', { method: 'GET', url: '/api/tasks', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tasks.map(({ _id, ...task }: { _id: string }) => ({ id: _id, ...task }));
}

async function taskPage(server: TestServer, id: string, token?: string): Promise<PublicTask & { status: number }> {
  const response = await server.request('public', { method: 'GET', url: `/api/tasks/${id}`, token });
  const { _id, ...task } = response.json();
  return { id: _id, status: response.statusCode, ...task };
}

const TASK = { title: 'Install the app', steps: '1. Install\n2. Open', rewardPaise: 1500, proof: 'text', perUserLimit: 2, totalLimit: 10, enabled: true };

describe('the store is cached per process and follows every change', () => {
  it('uploaded stock, a disabled product and an order that empties the stock: this process at once, the other within a second', async () => {
    const id = (await adminCall('POST', '/api/admin/rewards', GIFT, 201))._id as string;
    for (const server of [a, b]) expect(await rewardOn(server, id)).toMatchObject({ inStock: false });

    await adminCall('POST', `/api/admin/rewards/${id}/codes`, { codes: [code()] });
    expect(await rewardOn(a, id)).toMatchObject({ inStock: true });
    await withinOneSecond(async () => expect(await rewardOn(b, id)).toMatchObject({ inStock: true }));

    // A buyer takes the only code.
    const buyer = await a.createUser();
    await adminCall('PUT', `/api/admin/users/${buyer.id}/balance`, { amount: 50, type: 'add', reason: 'test funding' });
    const order = await a.request('public', { method: 'POST', url: `/api/rewards/${id}/redeem`, token: buyer.token, payload: {} });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().order.status).toBe('fulfilled');
    expect(await rewardOn(a, id)).toMatchObject({ inStock: false });
    await withinOneSecond(async () => expect(await rewardOn(b, id)).toMatchObject({ inStock: false }));

    await adminCall('PUT', `/api/admin/rewards/${id}`, { ...GIFT, name: 'Google Play ₹10 (new)' });
    expect(await rewardOn(a, id)).toMatchObject({ name: 'Google Play ₹10 (new)' });
    await withinOneSecond(async () => expect(await rewardOn(b, id)).toMatchObject({ name: 'Google Play ₹10 (new)' }));

    await adminCall('PUT', `/api/admin/rewards/${id}`, { ...GIFT, enabled: false });
    expect(await rewardOn(a, id)).toBeUndefined();
    await withinOneSecond(async () => expect(await rewardOn(b, id)).toBeUndefined());
  });

  it('stock changed by hand in SQL reaches both processes', async () => {
    const id = (await adminCall('POST', '/api/admin/rewards', { ...GIFT, name: 'By hand' }, 201))._id as string;
    await adminCall('POST', `/api/admin/rewards/${id}/codes`, { codes: [code()] });
    for (const server of [a, b]) await withinOneSecond(async () => expect(await rewardOn(server, id)).toMatchObject({ inStock: true }));
    await sqlByHand(a.databaseUrl, `delete from reward_codes where product_id = $1`, [id]);
    for (const server of [a, b]) await withinOneSecond(async () => expect(await rewardOn(server, id)).toMatchObject({ inStock: false }));
  });
});

describe('the public tasks are cached per process; each person\'s own part stays exact', () => {
  it('an edited task and a submission: this process at once, the other within a second', async () => {
    const id = (await adminCall('POST', '/api/admin/tasks', TASK, 201))._id as string;
    for (const server of [a, b]) {
      expect((await taskList(server)).find((task) => task.id === id)).toMatchObject({ title: TASK.title, remainingSlots: 10 });
      expect(await taskPage(server, id)).toMatchObject({ status: 200, title: TASK.title });
    }

    await adminCall('PUT', `/api/admin/tasks/${id}`, { ...TASK, title: 'Install the app today' });
    expect((await taskList(a)).find((task) => task.id === id)).toMatchObject({ title: 'Install the app today' });
    expect(await taskPage(a, id)).toMatchObject({ title: 'Install the app today' });
    await withinOneSecond(async () => {
      expect((await taskList(b)).find((task) => task.id === id)).toMatchObject({ title: 'Install the app today' });
      expect(await taskPage(b, id)).toMatchObject({ title: 'Install the app today' });
    });

    // A person's own submissions are theirs alone; the slots left are everyone's.
    const person = await a.createUser();
    const other = await a.createUser();
    const submitted = await a.request('public', { method: 'POST', url: `/api/tasks/${id}/submissions`, token: person.token, payload: { text: 'done' } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await taskPage(a, id, person.token)).toMatchObject({ remainingSlots: 9, mySubmissionCount: 1, myRemaining: 1 });
    expect((await taskList(a, person.token)).find((task) => task.id === id)).toMatchObject({ remainingSlots: 9, mySubmissionCount: 1, myRemaining: 1 });
    expect(await taskPage(a, id, other.token)).toMatchObject({ remainingSlots: 9, mySubmissionCount: 0, myRemaining: 2 });
    expect(await taskPage(a, id)).toMatchObject({ remainingSlots: 9, mySubmissionCount: 0 });
    await withinOneSecond(async () => expect(await taskPage(b, id, person.token)).toMatchObject({ remainingSlots: 9, mySubmissionCount: 1 }));
    expect((await taskList(b, other.token)).find((task) => task.id === id)).toMatchObject({ remainingSlots: 9, mySubmissionCount: 0 });

    await adminCall('PUT', `/api/admin/tasks/${id}`, { ...TASK, enabled: false });
    expect((await taskList(a)).find((task) => task.id === id)).toBeUndefined();
    expect((await taskPage(a, id)).status).toBe(404);
    await withinOneSecond(async () => expect((await taskPage(b, id)).status).toBe(404));
  });

  it('a task that starts later joins the list when its time comes, with no change to hear of', async () => {
    const startsAt = new Date(a.clock.now().getTime() + 60_000);
    const id = (await adminCall('POST', '/api/admin/tasks', { ...TASK, title: 'Later', startsAt: startsAt.toISOString() }, 201))._id as string;
    expect((await taskList(a)).find((task) => task.id === id)).toBeUndefined();
    a.clock.set(new Date(startsAt.getTime() + 1_000));
    expect((await taskList(a)).find((task) => task.id === id)).toMatchObject({ title: 'Later' });
  });
});

/**
 * How many times `work` took a connection from the server's pool: every statement of the server's,
 * through the ORM or prepared, takes one first. Counted there rather than in pg_stat_database,
 * whose commits also hold autovacuum's work and are published late.
 */
async function connectionsTakenBy(server: TestServer, work: () => Promise<void>): Promise<number> {
  type Listener = () => void;
  const pool = (server.server.orm.em.getConnection().getKnex() as unknown as { client: { pool: { on(event: 'acquireSuccess', listener: Listener): void; removeListener(event: 'acquireSuccess', listener: Listener): void } } }).client.pool;
  let taken = 0;
  const count = () => {
    taken += 1;
  };
  pool.on('acquireSuccess', count);
  try {
    await work();
  } finally {
    pool.removeListener('acquireSuccess', count);
  }
  return taken;
}

describe('a cached read costs the database nothing', () => {
  it('140 cached reads (store, task list, task page, today\'s promo code, the home figures) take a database connection at most 0.05 times per read', async () => {
    const id = (await adminCall('POST', '/api/admin/tasks', { ...TASK, title: 'Counted' }, 201))._id as string;
    // The job queues poll the database on their own: stopped, the count is the reads' alone.
    await Promise.all([a.server.jobs.stop(), b.server.jobs.stop()]);
    // The figures' lifetimes run on the test's clock, which stands still here.
    const figures = ['/api/daily-promo', '/api/stats', '/api/ticker', '/api/transparency'].map((url) => () => a.request('public', { method: 'GET', url }));
    const reads = () => Promise.all([store(a), taskList(a), taskPage(a, id), ...figures.map((read) => read())]);
    await reads();
    let count = 0;
    const taken = await connectionsTakenBy(a, async () => {
      for (let index = 0; index < 20; index += 1) count += (await reads()).length;
    });
    // One route read from the database would take 20.
    expect(taken).toBeLessThanOrEqual(count * 0.05);
  });

  it('counts what it claims to: a read no cache holds takes a connection', async () => {
    const user = await a.createUser();
    const taken = await connectionsTakenBy(a, async () => {
      expect((await a.request('public', { method: 'GET', url: '/api/wallet/balance', token: user.token })).statusCode).toBe(200);
    });
    expect(taken).toBeGreaterThan(0);
  });
});

describe('the money and store paths announce nothing they need not (a notifying transaction commits one at a time)', () => {
  it('a promo redemption and an order that leaves stock send no announcement; selling the last code sends the store\'s', async () => {
    const listener = new pg.Client({ connectionString: a.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    try {
      await listener.query('listen site_changes');
      const { _id: id } = await adminCall('POST', '/api/admin/rewards', { ...GIFT, name: 'Quiet product' }, 201);
      await adminCall('POST', `/api/admin/rewards/${id}/codes`, { codes: [code(), code()] });
      await adminCall('POST', '/api/admin/promocodes', { code: 'QUIET5', amount: 5 }, 201);
      const buyer = await a.createUser();
      await adminCall('PUT', `/api/admin/users/${buyer.id}/balance`, { amount: 50, type: 'add', reason: 'test funding' });
      // The admin's changes above are announced; wait for them, then start counting.
      await vi.waitFor(() => expect(heard).toEqual(expect.arrayContaining(['store', 'promo'])), { timeout: 1_000, interval: 20 });
      heard.length = 0;

      const redeemed = await a.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: buyer.token, payload: { code: 'QUIET5' } });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      const first = await a.request('public', { method: 'POST', url: `/api/rewards/${id}/redeem`, token: buyer.token, payload: {} });
      expect(first.json().order.status).toBe('fulfilled');
      // A marker sent after them arrives after anything they sent: nothing came before it.
      await listener.query(`notify site_changes, 'marker-1'`);
      await vi.waitFor(() => expect(heard).toContain('marker-1'), { timeout: 1_000, interval: 20 });
      expect(heard).toEqual(['marker-1']);

      const last = await a.request('public', { method: 'POST', url: `/api/rewards/${id}/redeem`, token: buyer.token, payload: {} });
      expect(last.json().order.status).toBe('fulfilled');
      await vi.waitFor(() => expect(heard).toContain('store'), { timeout: 1_000, interval: 20 });
    } finally {
      await listener.end();
    }
  });
});
