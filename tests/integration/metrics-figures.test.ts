import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../server/clock';
import { registry } from '../../server/metrics';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness';
import { moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/**
 * The metrics of issue 32 §4 (decision 056) against a history built here at known times: each admin
 * queue's depth and oldest age, the job queue's, stock per product, and the counters of mails failed,
 * refused postbacks and webhooks, failed admin sign-ins and second-factor codes; every static file
 * under one route label.
 */

const BOUNCING = 'bounce@example.com';
const GENERIC_SECRET = 'generic-test-secret-for-metrics';

// The public build's files as the static plugin serves them: each file is a route of its own.
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-metrics-static-'));
for (const folder of ['public', 'public-react']) {
  fs.mkdirSync(path.join(staticRoot, folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, folder, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(staticRoot, folder, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticRoot, folder, 'robots-metrics.txt'), 'User-agent: *');
}

const ctx = useMoneyServer({
  capabilities: ['store', 'offerwalls'],
  staticRoot,
  // Only mail to one address bounces, so the mails the flows below write are delivered as usual.
  mailTransport: { sendMail: async (message) => (message.to === BOUNCING ? Promise.reject(new Error('550 mailbox unavailable')) : undefined) },
});
const { fund, pendingRequest, setClock, db } = moneyHelpers(ctx);

beforeAll(() => {
  // The registry is the process's, and earlier files of this worker counted into it.
  registry.resetMetrics();
});
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const START = Date.parse('2026-01-15T07:00:00.000Z');
const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();

async function scrape(): Promise<string> {
  const response = await ctx.t.request('admin', { method: 'GET', url: '/metrics', token: ctx.admin });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, by its exact labels as the text writes them. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function product(payload: Record<string, unknown>, codes: string[]): Promise<string> {
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  if (codes.length) expect((await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes } })).statusCode).toBe(200);
  return id;
}

async function fundedUser(rupees: number): Promise<TestUser> {
  const user = await ctx.t.createUser();
  await fund(user.id, rupees);
  return user;
}

describe('metrics from a known history', () => {
  it('each queue has its depth and oldest age, the job queue its oldest due job, each stocked product its available codes', async () => {
    // Two withdrawals, waiting 3 h and 1 h 30 min at the scrape (4 h).
    await setClock(at(HOUR_MS));
    await pendingRequest(await fundedUser(50), 30);
    await setClock(at(2.5 * HOUR_MS));
    await pendingRequest(await fundedUser(50), 30);

    // A ₹10 card with 3 codes, one bought (2 left); a ₹50 card switched off with 1; a ₹100 card with none.
    const gift = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };
    const small = await product(gift, ['M-1', 'M-2', 'M-3'].map((code) => `${code}-METRICS`));
    const big = await product({ ...gift, name: 'Google Play ₹50', faceValue: 50, pricePaise: 5_000, enabled: false }, ['M-4-METRICS']);
    const empty = await product({ ...gift, name: 'Google Play ₹100', faceValue: 100, pricePaise: 10_000 }, []);
    const buyer = await fundedUser(10);
    expect((await ctx.t.request('public', { method: 'POST', url: `/api/rewards/${small}/redeem`, token: buyer.token, payload: {} })).statusCode).toBe(200);

    // An unread contact message, 45 minutes old at the scrape.
    await setClock(at(3 * HOUR_MS + 15 * MINUTE_MS));
    expect((await ctx.t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'Asha', email: 'asha@example.com', message: 'Where is my code?' } })).statusCode).toBe(200);

    // A job no worker takes (its task does not exist), due 10 minutes ago on the database's clock; one given up on.
    await db(`select graphile_worker.add_job('metrics-test-task', '{}'::json, run_at := now() - interval '10 minutes')`);
    await db(`select graphile_worker.add_job('metrics-test-gave-up', '{}'::json, run_at := now() + interval '1 year', max_attempts := 1)`);
    await db(`update graphile_worker._private_jobs set attempts = 1, last_error = 'boom' where task_id = (select id from graphile_worker._private_tasks where identifier = 'metrics-test-gave-up')`);

    await setClock(at(4 * HOUR_MS));
    const text = await scrape();
    expect(value(text, 'admin_queue_items{queue="withdrawals"}')).toBe(2);
    expect(value(text, 'admin_queue_oldest_age_seconds{queue="withdrawals"}')).toBe(3 * 3600);
    expect(value(text, 'admin_queue_items{queue="contacts"}')).toBe(1);
    expect(value(text, 'admin_queue_oldest_age_seconds{queue="contacts"}')).toBe(45 * 60);
    for (const queue of ['storeOrders', 'reportedCodes', 'taskReviews', 'flaggedReferrals', 'appeals', 'approvals']) {
      expect(value(text, `admin_queue_items{queue="${queue}"}`), queue).toBe(0);
      expect(value(text, `admin_queue_oldest_age_seconds{queue="${queue}"}`), queue).toBe(0);
    }
    expect(value(text, `reward_codes_available{product_id="${small}",product="Google Play ₹10",enabled="true"}`)).toBe(2);
    expect(value(text, `reward_codes_available{product_id="${big}",product="Google Play ₹50",enabled="false"}`)).toBe(1);
    expect(value(text, `reward_codes_available{product_id="${empty}",product="Google Play ₹100",enabled="true"}`)).toBe(0);
    expect(value(text, 'job_queue_jobs{state="failed"}')).toBe(1);
    expect(value(text, 'job_queue_jobs{state="waiting"}')).toBeGreaterThanOrEqual(1);
    const oldestJob = value(text, 'job_queue_oldest_age_seconds')!;
    expect(oldestJob).toBeGreaterThanOrEqual(600);
    expect(oldestJob).toBeLessThan(660);
    // Read once per scrape: the figures appear once, not once per process or per source.
    expect(text.match(/^# TYPE admin_queue_items gauge$/gm)).toHaveLength(1);
  });

  it('counts mails failed, refused postbacks and webhooks, failed admin sign-ins and second-factor codes', async () => {
    // Two mails to a bouncing address: one on its first attempt (retried later), one on its last (given up on).
    const mail = `insert into outbox_mails (recipient, subject, text, html, status, attempts, next_attempt_at, created_at) values (?, 's', 't', 'h', 'pending', ?, ?, ?)`;
    const now = ctx.t.clock.now();
    await db(mail, [BOUNCING, 0, now, now]);
    await db(mail, [BOUNCING, 5, now, now]);
    await ctx.t.server.mailDispatcher.deliverDue();
    expect(await db(`select status, count(*)::int as count from outbox_mails where recipient = ? group by status order by status`, [BOUNCING])).toEqual([
      { status: 'failed', count: 1 },
      { status: 'pending', count: 1 },
    ]);

    const configured = await ctx.t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/generic', token: ctx.admin, payload: { enabled: true, secret: GENERIC_SECRET, holdDays: 0 } });
    expect(configured.statusCode, configured.body).toBe(200);
    expect((await ctx.t.request('public', { method: 'GET', url: '/api/postback/generic?user_id=x&txn_id=y&reward=5&status=credit', headers: { 'x-signature': 'f'.repeat(64) } })).statusCode).toBe(403);
    // Payments are not configured on this server: Razorpay's call is refused as such.
    expect((await ctx.t.request('public', { method: 'POST', url: '/api/webhooks/razorpay', headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' }, payload: '{}' })).statusCode).toBe(409);

    expect((await ctx.t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: ADMIN_EMAIL, password: 'not-the-password' } })).statusCode).toBe(401);
    expect((await ctx.t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: 'nobody-metrics@example.com', password: 'not-the-password' } })).statusCode).toBe(401);
    const headers = { origin: ctx.t.config.adminUrl };
    const signIn = await ctx.t.trpcMutation('admin', 'adminAuth.signIn', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { headers });
    const cookie = /admin_sid=[^;]+/.exec(String(signIn.headers['set-cookie']))![0];
    expect((await ctx.t.trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie, headers })).statusCode).toBe(200);
    expect((await ctx.t.trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code: '000000' }, { cookie, headers })).statusCode).toBe(400);

    const text = await scrape();
    expect(value(text, 'mail_failures_total{outcome="retrying"}')).toBe(1);
    expect(value(text, 'mail_failures_total{outcome="gave-up"}')).toBe(1);
    expect(value(text, 'postback_refusals_total{provider="generic",reason="forged"}')).toBe(1);
    expect(value(text, 'webhook_refusals_total{provider="razorpay",reason="not-configured"}')).toBe(1);
    expect(value(text, 'admin_sign_in_failures_total{reason="invalid-credentials"}')).toBe(2);
    expect(value(text, 'admin_second_factor_failures_total{check="session",reason="invalid"}')).toBe(1);
  });

  it('counts every static file of the build under one route label', async () => {
    for (const url of ['/assets/app-3f9a1c.js', '/robots-metrics.txt', '/assets/app-3f9a1c.js']) {
      expect((await ctx.t.request('public', { method: 'GET', url })).statusCode, url).toBe(200);
    }
    const text = await scrape();
    expect(value(text, 'http_request_duration_seconds_count{origin="public",method="GET",route="(static)",status="200"}')).toBe(3);
    expect(text).not.toContain('app-3f9a1c');
    expect(text).not.toContain('robots-metrics');
  });
});
