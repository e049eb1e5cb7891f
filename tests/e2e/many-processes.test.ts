import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningPostmaster } from '../../db/embedded';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { createE2eUser } from './factory';

/**
 * `WEB_CONCURRENCY=2`: two server processes behind one pair of listeners, as `npm start` runs
 * them (issue 13). Connections are handed to the processes in turn, so a run of requests reaches
 * both: whatever must be shared (sessions, revocation, rate limits) must hold across them.
 */

let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-cluster-'));
  fs.chmodSync(dataDir, 0o777);
  app = await startAppProcess({ WEB_CONCURRENCY: '2' }, { dataDir });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A fresh connection per request (no keep-alive), so the cluster hands each one to the next process. */
function me(token: string) {
  return fetch(`${app.publicUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } }).then((response) => response.status);
}

async function signIn(email: string, password: string, origin = app.publicUrl, path = '/api/auth/login'): Promise<string> {
  const response = await json(`${origin}${path}`, { method: 'POST', body: JSON.stringify({ email, password }) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body!.token as string;
}

/** Ten requests in a row, spread over both processes, all refused — within a second of the change. */
async function refusedEverywhereWithinOneSecond(token: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 1_000) {
    const statuses = await Promise.all(Array.from({ length: 10 }, () => me(token)));
    if (statuses.every((status) => status === 401)) return;
  }
  throw new Error('a revoked session still worked on one of the processes a second later');
}

describe('two server processes', () => {
  it('start from one banner, and both answer', async () => {
    expect(app.output()).toContain('Processes:    2 (WEB_CONCURRENCY)');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${app.publicUrl}/readyz`, { headers: { connection: 'close' } }).then((response) => response.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('sign-out everywhere and a block stop a session on every process within a second', async () => {
    const user = await createE2eUser(app);
    const first = await signIn(user.email, user.password);
    expect((await Promise.all(Array.from({ length: 10 }, () => me(first)))).every((status) => status === 200)).toBe(true);
    expect((await json(`${app.publicUrl}/api/auth/logout-all`, { method: 'POST', body: '{}', headers: { authorization: `Bearer ${first}` } })).status).toBe(200);
    await refusedEverywhereWithinOneSecond(first);

    const second = await signIn(user.email, user.password);
    expect((await Promise.all(Array.from({ length: 10 }, () => me(second)))).every((status) => status === 200)).toBe(true);
    const admin = await signIn(E2E_ADMIN.email, E2E_ADMIN.password, app.adminUrl, '/api/admin/login');
    expect((await json(`${app.adminUrl}/api/admin/users/${user.id}/toggle-block`, { method: 'PUT', body: JSON.stringify({ reason: 'Abuse from many devices' }), headers: { authorization: `Bearer ${admin}` } })).status).toBe(200);
    await refusedEverywhereWithinOneSecond(second);
  });

  it('rate limits count across both processes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await fetch(`${app.publicUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: 'nobody-here@example.com', password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    // Eight tries an e-mail address per 15 minutes, wherever they land.
    expect(statuses.filter((status) => status === 401)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('/metrics answers for the whole server: both processes counted together', async () => {
    const admin = await signIn(E2E_ADMIN.email, E2E_ADMIN.password, app.adminUrl, '/api/admin/login');
    for (let index = 0; index < 20; index += 1) await fetch(`${app.publicUrl}/healthz`, { headers: { connection: 'close' } });
    const response = await fetch(`${app.adminUrl}/metrics`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const count = Number(/http_request_duration_seconds_count\{origin="public",method="GET",route="\/healthz",status="200"\} (\d+)/.exec(text)?.[1]);
    // Each process saw about half of them; the sum is every one.
    expect(count).toBeGreaterThanOrEqual(20);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    // The database's figures once, read by the process that answered (decision 056): never one copy per process, nor summed.
    expect(text.match(/^# TYPE admin_queue_items gauge$/gm)).toHaveLength(1);
    expect(text.match(/^admin_queue_items\{queue="withdrawals"\} \d+$/gm)).toHaveLength(1);
    expect(text.match(/^job_queue_jobs\{state="waiting"\} \d+$/gm)).toHaveLength(1);
  });

  it('when the primary is killed (-9), the workers and the embedded PostgreSQL stop by themselves', async () => {
    const postmaster = runningPostmaster(path.join(dataDir, 'pg'))!;
    expect(postmaster).not.toBeNull();
    process.kill(app.pid, 'SIGKILL');
    const deadline = Date.now() + 15_000;
    // Other processes' exits have no event to await here: poll until the port and the database are gone.
    while (runningPostmaster(path.join(dataDir, 'pg')) || (await fetch(`${app.publicUrl}/healthz`).then(() => true, () => false))) {
      if (Date.now() > deadline) throw new Error('workers or PostgreSQL still running 15 s after the primary was killed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
