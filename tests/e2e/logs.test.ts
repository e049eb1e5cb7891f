import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { createE2eUser } from './factory';

/**
 * The server's logs (issue 13): one JSON object per line, every request's lines carrying its
 * request id, and no secret — a password, a session token, a withdrawal code, an e-mail link
 * token — anywhere in them, even at the most detailed level.
 */

const WITHDRAWAL_CODE = 'GPLAY-LOGTEST-7Q4K-92XZ';
const LINK_TOKEN = 'link-token-that-must-not-be-logged-123456';
let app: AppProcess;

beforeAll(async () => {
  app = await startAppProcess({ LOG_LEVEL: 'debug' });
});
afterAll(() => app.stop());

async function call(url: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as any };
}

describe('logs', () => {
  it('carry request ids and no secrets through sign-in, a withdrawal with its code, and an e-mail link', async () => {
    const user = await createE2eUser(app);
    const login = await call(`${app.publicUrl}/api/auth/login`, { method: 'POST', body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect((await call(`${app.publicUrl}/api/auth/me`, { token })).status).toBe(200);

    const admin = (await call(`${app.adminUrl}/api/admin/login`, { method: 'POST', body: E2E_ADMIN })).body.token as string;
    expect((await call(`${app.adminUrl}/api/admin/users/${user.id}/balance`, { method: 'PUT', token: admin, body: { amount: 30, type: 'add', reason: 'log test' }, headers: { 'idempotency-key': `log-test-${user.id}` } })).status).toBe(200);
    const withdrawal = await call(`${app.publicUrl}/api/wallet/redeem`, { method: 'POST', token, body: { amount: 30, email: user.email } });
    expect(withdrawal.status).toBe(200);
    const completed = await call(`${app.adminUrl}/api/admin/redeem-requests/${withdrawal.body.request._id}/complete`, { method: 'PUT', token: admin, body: { code: WITHDRAWAL_CODE } });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    // A page opened from an e-mail link carries its token in the address; a tRPC query its input.
    expect((await fetch(`${app.publicUrl}/verify-email?token=${LINK_TOKEN}`)).status).toBe(200);
    const trpc = await fetch(`${app.publicUrl}/trpc/auth.verifyEmail?input=${encodeURIComponent(JSON.stringify({ json: { token: LINK_TOKEN } }))}`);
    expect(trpc.status).toBeLessThan(500);
    // A bad sign-in is logged with its body nowhere either.
    expect((await call(`${app.publicUrl}/api/auth/login`, { method: 'POST', body: { email: user.email, password: 'wrong-but-secret-pw' } })).status).toBe(401);

    const output = app.output();
    for (const secret of [user.password, token, WITHDRAWAL_CODE, LINK_TOKEN, 'wrong-but-secret-pw']) expect(output.includes(secret), `the logs contain ${secret.slice(0, 6)}…`).toBe(false);

    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.requestId, JSON.stringify(line)).toEqual(expect.any(String));
  });

  it('each answer names its request id; a client cannot choose it (no trusted proxy)', async () => {
    const response = await fetch(`${app.publicUrl}/healthz`, { headers: { 'x-request-id': 'chosen-by-client' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(app.output()).not.toContain('chosen-by-client');
  });
});

/** A clean stop (issue 32 §4, decision 056): after the start-up banner, the process writes one line, JSON, saying it stopped. */
describe.each([
  ['one process', {}],
  ['a cluster of two', { WEB_CONCURRENCY: '2' }],
])('a clean stop, %s', (_label, env: Record<string, string>) => {
  it('is one JSON line with the signal and how long the stop took', async () => {
    const stopped = await startAppProcess({ LOG_LEVEL: 'info', ...env });
    // Signalled as soon as the banner is out: the stop is handled from then on.
    const signalledAt = Date.now();
    expect(await stopped.stop(), stopped.output()).toBe(0);
    const lines = stopped.output().split('\n').filter((line) => line.trim() && !line.startsWith('  '));
    expect(lines.filter((line) => !line.startsWith('{')), stopped.output()).toEqual([]);
    // The start's lines (each listener's, the boot's) may reach the pipe after the banner; the stop's are those written since the signal.
    const logged = lines.map((line) => JSON.parse(line) as { time: number; msg: string });
    expect(logged.filter((line) => line.time >= signalledAt), stopped.output()).toEqual([expect.objectContaining({ level: 30, msg: 'stopped', signal: 'SIGTERM', stopMs: expect.any(Number) })]);
    expect(logged.at(-1)!.msg).toBe('stopped');
  });
});
