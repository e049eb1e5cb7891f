import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { createTestServer, type TestServer } from './harness';

/**
 * The test-only clock control (TEST_CLOCK_CONTROL=1; config refuses it in production, see
 * tests/unit/config.test.ts): absent without the flag, on the public origin only with it, and the
 * clock it moves is the one requests and background jobs read.
 */

let plain: TestServer;
let controlled: TestServer;
beforeAll(async () => {
  plain = await createTestServer();
  controlled = await createTestServer({ TEST_CLOCK_CONTROL: '1' }, { databaseUrl: plain.databaseUrl });
});
afterAll(async () => {
  await controlled?.close();
  await plain?.close();
});

const advance = (server: TestServer, target: 'public' | 'admin', advanceMs: unknown) => server.request(target, { method: 'POST', url: '/__test/clock', payload: { advanceMs } });
const runJob = (server: TestServer, name: string) => server.request('public', { method: 'POST', url: `/__test/jobs/${name}` });

describe('the test-only clock control', () => {
  it('does not exist without TEST_CLOCK_CONTROL', async () => {
    expect((await advance(plain, 'public', DAY_MS)).statusCode).toBe(404);
    expect((await runJob(plain, 'advance-referrals')).statusCode).toBe(404);
  });

  it('is on the public origin only', async () => {
    expect((await advance(controlled, 'admin', 0)).statusCode).toBe(404);
    expect((await controlled.request('admin', { method: 'POST', url: '/__test/jobs/prune-expired' })).statusCode).toBe(404);
  });

  it('refuses a move backwards or a malformed one, and an unknown job', async () => {
    for (const advanceMs of [-1, 1.5, '60000', 401 * DAY_MS]) expect((await advance(controlled, 'public', advanceMs)).statusCode).toBe(400);
    const unknown = await runJob(controlled, 'no-such-job');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No job named no-such-job' });
  });

  it('moves the clock that requests and jobs read, with the security headers of every answer', async () => {
    const user = await controlled.createUser();
    const before = controlled.clock.now().getTime();
    const moved = await advance(controlled, 'public', 31 * DAY_MS);
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['content-security-policy']).toBeTruthy();
    expect(new Date(moved.json().now).getTime()).toBe(before + 31 * DAY_MS);
    // A 30-day session has ended by the moved clock: a request refuses it…
    expect((await controlled.request('public', { url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    // …and the job that removes ended sessions, run now, removes it.
    const ran = await runJob(controlled, 'prune-expired');
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ ran: 'prune-expired' });
    const rows = await controlled.server.orm.em.fork().getConnection().execute(`select 1 from sessions where user_id = ?`, [user.id]);
    expect(rows).toHaveLength(0);
  });
});
