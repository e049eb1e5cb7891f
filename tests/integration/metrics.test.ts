import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/metrics';
import { createTestServer, type TestServer } from './harness';

/** Prometheus metrics on the admin origin (issue 13). */

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
let t: TestServer;
let admin: string;
beforeAll(async () => {
  // The registry is the process's, and earlier files of this worker counted into it.
  registry.resetMetrics();
  t = await createTestServer({ METRICS_TOKEN });
  admin = await t.adminToken();
});
afterAll(() => t.close());

async function metrics(): Promise<string> {
  const response = await t.request('admin', { method: 'GET', url: '/metrics', token: admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
}

describe('/metrics', () => {
  it('needs an admin session or the metrics token, and does not exist on the public origin', async () => {
    expect((await t.request('admin', { method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.request('admin', { method: 'GET', url: '/metrics', token: 'x'.repeat(METRICS_TOKEN.length) })).statusCode).toBe(401);
    const user = await t.createUser();
    expect((await t.request('admin', { method: 'GET', url: '/metrics', token: user.token })).statusCode).toBe(401);
    expect((await t.request('admin', { method: 'GET', url: '/metrics', token: METRICS_TOKEN })).statusCode).toBe(200);
    expect((await t.request('public', { method: 'GET', url: '/metrics', token: admin })).statusCode).toBe(404);
    expect((await t.request('public', { method: 'GET', url: '/metrics', token: METRICS_TOKEN })).statusCode).toBe(404);
  });

  it('counts requests by route template, money operations by kind and result, rate-limit refusals and session-cache lookups', async () => {
    const user = await t.createUser();
    await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: 'METRICS5', amount: 5 } });
    expect((await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'METRICS5' } })).statusCode).toBe(200);
    expect((await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'METRICS5' } })).statusCode).toBe(409);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await t.request('public', { method: 'POST', url: '/api/auth/login', ip: '10.9.9.9', payload: { email: 'metrics-nobody@example.com', password: 'wrong-password' } });
    }
    await t.request('public', { method: 'GET', url: '/api/some-path-a-client-made-up-4711' });
    await t.trpcQuery('public', 'no.suchProcedure4711');

    const text = await metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{origin="public",method="POST",route="\/api\/wallet\/redeem-promo",status="200"\} 1/);
    expect(text).toMatch(/money_operations_total\{kind="promo",result="ok"\} 1/);
    expect(text).toMatch(/money_operations_total\{kind="promo",result="CONFLICT"\} 1/);
    expect(text).toMatch(/rate_limit_refusals_total\{rule="sign-in-email"\} 1/);
    expect(text).toMatch(/session_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="used"\} \d+/);
    expect(text).toMatch(/job_queue_jobs\{state="waiting"\} \d+/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    // Labels come from fixed sets: nothing a client typed becomes a label. (Letters, not the digits:
    // a gauge such as the resident memory may contain 4711 by chance.)
    expect(text).not.toContain('made-up');
    expect(text).not.toContain('suchProcedure');
    expect(text).toMatch(/route="\(unmatched\)"/);
    expect(text).toMatch(/route="\/trpc\/\(unknown\)"/);
  });
});
