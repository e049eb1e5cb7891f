import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { User } from '../../db/entities';
import type { RunningServer } from '../../server/app';
import { systemClock } from '../../server/clock';
import { loadConfig, type AppConfig } from '../../server/config';
import { hashPassword } from '../../server/modules/auth/password';
import { createUserSession } from '../../server/modules/auth/sessions';
import { credit } from '../../server/modules/wallet/credit';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { freePort } from '../fixtures/free-port';

// The benchmark's knobs (environment), its users and codes, and the HTTP helpers its setup and checks use.

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/**
 * The per-user limits (promo: 10 a minute; withdrawals: 200 an hour) must not be what we measure:
 * each user has 10 codes, so no user can pass the promo limit, and each client (one of the
 * CONCURRENCY) rotates over USERS_PER_CLIENT accounts of its own. 80 × 50 = 4,000 users hold 40,000
 * codes: enough for the four phases (3 + 15 s each) of the alternating mix at up to ~1,100 ops/s
 * on average (a run at 1,450 ops/s of capacity and a 900 ops/s target rate used them all with 3,000
 * users). The report counts 429s to prove none happened, and says so if the codes ran out.
 */
const USERS_PER_CLIENT = Number(process.env.BENCH_USERS_PER_CLIENT ?? 80);
export const PROMOS_PER_USER = RATE_LIMITS.promoPerUser.limit;
export const WITHDRAWALS_PER_USER = Math.min(RATE_LIMITS.withdrawalPerUser.limit, 200);
export const WITHDRAWAL_RUPEES = 30;
const SHARED_CODES = Boolean(process.env.BENCH_SHARED_CODES);
export const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ? Number(process.env.BENCH_WEB_CONCURRENCY) : 0;
/** Unmeasured seconds of the same load at the start of every phase (see checkpoint() in measurement.ts). */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);

/**
 * The server as `npm start` runs it (its entry server/main.ts, from source), with WEB_CONCURRENCY processes, on the
 * benchmark's database: the users, sessions and codes made in-process are all there.
 */
export async function startClusterServer(databaseUrl: string, processes: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), PORT: String(port), ADMIN_PORT: String(adminPort), TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Waiting for its banner: the event that it listens, not a sleep.
  while (!output.includes('Admin site:')) {
    if (child.exitCode !== null) throw new Error(`the ${processes}-process server did not start:\n${output}`);
    await Promise.race([new Promise((resolve) => child.stdout.once('data', resolve)), exited]);
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
const PROMO_RUPEES = 1;

/**
 * A benchmark's own server: free ports, an embedded PostgreSQL in a new data folder (the caller
 * removes it), the bench admin, no logs. `extra` adds settings (the money bench trusts its
 * clients' X-Forwarded-For, one address per user).
 */
export async function benchServerConfig(name: string, extra: Record<string, string> = {}): Promise<{ config: AppConfig; port: number; adminPort: number; dataDir: string }> {
  const [port, adminPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rewards-${name}-`));
  fs.chmodSync(dataDir, 0o777);
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    ...extra,
  });
  return { config, port, adminPort, dataDir };
}
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-123' };

export interface BenchUser {
  index: number;
  email: string;
  ip: string;
  token: string;
  codes: string[];
}

function ipFor(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;
}

async function json(response: Response): Promise<any> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text };
  }
}

export async function call(base: string, method: string, url: string, options: { token?: string; ip?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await json(response) };
}

export async function expectOk(label: string, promise: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const result = await promise;
  if (result.status !== status) throw new Error(`${label}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Runs tasks with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Bench users are made in-process through the domain operations, not over HTTP: the setup is not
 * what is measured, and registering 2,000 users through the API would take minutes of argon2.
 * They are verified, signed in (real session tokens), funded through the wallet, and given promo
 * codes of their own.
 */
export async function createBenchUsers(server: RunningServer, config: AppConfig): Promise<BenchUser[]> {
  const em = server.orm.em.fork();
  const connection = em.getConnection();
  const userCount = CONCURRENCY * USERS_PER_CLIENT;
  const now = new Date();
  await connection.execute(
    `insert into users (name, email, password_hash, email_verified_at, created_at)
     select 'Bench ' || n, 'bench-' || n || '@example.com', ?, ?, ? from generate_series(0, ?) as n`,
    [await hashPassword('bench-password-123'), now, now, userCount - 1],
  );
  await connection.execute(
    `insert into promo_codes (code, amount_paise, created_at)
     select 'BENCH-' || n || '-' || k, ?, ? from generate_series(0, ?) as n, generate_series(0, ?) as k`,
    [PROMO_RUPEES * 100, now, SHARED_CODES ? 0 : userCount - 1, PROMOS_PER_USER - 1],
  );
  const deps = { em, clock: systemClock, config };
  const accounts = await em.find(User, { email: { $like: 'bench-%' } });
  const users: BenchUser[] = [];
  await pool(accounts, 8, async (account) => {
    const index = Number(/bench-(\d+)@/.exec(account.email)![1]);
    const taskDeps = { ...deps, em: em.fork() };
    const { token } = await createUserSession(taskDeps, taskDeps.em.getReference(User, account.id));
    // Enough for every withdrawal this user can make within the withdrawal rate limit.
    await credit(taskDeps, { userId: account.id, from: 'adjustments', kind: 'adjustment', amountPaise: WITHDRAWALS_PER_USER * WITHDRAWAL_RUPEES * 100, line: { code: 'adjustment', values: { reason: 'Adjustment: benchmark funding' } }, idempotencyKey: `bench-funding:${account.id}` });
    users.push({ index, email: account.email, ip: ipFor(index), token, codes: Array.from({ length: PROMOS_PER_USER }, (_, k) => `BENCH-${SHARED_CODES ? 0 : index}-${k}`) });
  });
  return users.sort((a, b) => a.index - b.index);
}
