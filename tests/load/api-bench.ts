/**
 * The cost of every request (`npm run bench:api`, issue 20; not part of `npm test`).
 *
 * 1. Starts the real server in this process (both origins, an embedded PostgreSQL in a temporary
 *    data folder, the demo content of a development start, the built public SPA when there is one)
 *    and, beside it on the same event loop, a bare Fastify 5 hello world: the framework's own cost
 *    per request on this machine, in this run.
 * 2. Makes one verified, signed-in user (bearer token) and today's promo code (through the admin API).
 * 3. Drives each path with BENCH_CONNECTIONS (50) keep-alive connections from autocannon in a worker
 *    thread (it shares no event loop with the servers) for BENCH_SECONDS (15), after an unmeasured
 *    BENCH_WARM_UP_SECONDS (2) of the same load; the paths alternate, BENCH_ROUNDS (3) times over.
 * 4. Prints req/s, p50/p99 and the ratio to the bare hello world of the same round for every path,
 *    and PostgreSQL commits and rows per request from pg_stat_database. PostgreSQL publishes a
 *    backend's counters at most once a second while it works, so both readings are taken under
 *    load, a second after the measured window opens and a second before it closes: each misses at
 *    most a second of every backend's work, alike at both ends.
 *
 * Knobs: BENCH_PATHS=name,name (only these), BENCH_PROFILE=file.cpuprofile (a V8 CPU profile of the
 * server thread during every measured window of the real server, with a summary by function).
 */
// First, as server/main.ts does: the server's V8 settings, since the server runs in this process.
import '../../server/v8-flags';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Session, type Profiler } from 'node:inspector/promises';
import Fastify from 'fastify';
import { startServer, type RunningServer } from '../../server/app';
import { User } from '../../db/entities';
import { hashPassword } from '../../server/modules/auth/password';
import { createUserSession } from '../../server/modules/auth/sessions';
import { systemClock } from '../../server/clock';
import { istDate } from '#contract/time/ist';
import { freePort } from '../fixtures/free-port';
import { ADMIN, benchServerConfig, call, expectOk } from './bench-setup';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Issue 20's targets. */
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 10;
const TARGET_COMMITS_PER_REQUEST = 0.05;
/** How long PostgreSQL may hold a working backend's counters before publishing them. */
const STATS_PUBLISH_DELAY_MS = 1_000;

interface BenchPath {
  name: string;
  url: string;
  /** Which server: the bare hello world, or the real public origin. */
  server: 'bare' | 'real';
  bearer?: boolean;
  /** Held to the per-request targets (the HTML shell is shown for comparison only). */
  target: boolean;
}

interface RunResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  commitsPerRequest: number | null;
  rowsPerRequest: number | null;
}

/**
 * autocannon in a process of its own: its parsing and bookkeeping never run on the servers' event
 * loop (in a worker thread it would only collect raw histograms for a parent autocannon).
 */
const AUTOCANNON_PROCESS = `
const autocannon = require('autocannon');
const { url, headers, connections, seconds } = JSON.parse(process.argv[1]);
autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (error, result) => {
  if (error) process.send({ error: String(error) });
  else process.send({ result: {
    requests: result.requests.total, reqPerSec: result.requests.average,
    p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts,
  } });
});
`;

function runAutocannon(url: string, headers: Record<string, string>, seconds: number): Promise<Omit<RunResult, 'commitsPerRequest' | 'rowsPerRequest'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', AUTOCANNON_PROCESS, JSON.stringify({ url, headers, connections: CONNECTIONS, seconds })], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message: { error?: string; result?: Omit<RunResult, 'commitsPerRequest' | 'rowsPerRequest'> }) => {
      child.disconnect();
      if (message.error) reject(new Error(message.error));
      else resolve(message.result!);
    });
    child.once('error', reject);
  });
}

async function databaseCounters(server: RunningServer): Promise<{ commits: number; rows: number }> {
  const [row] = await server.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ commits: string; rows: string }>>(
      // Outside a transaction every statement reads the counters afresh.
      `select xact_commit as commits, tup_returned + tup_fetched as rows from pg_stat_database where datname = current_database()`,
    );
  return { commits: Number(row!.commits), rows: Number(row!.rows) };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function measure(server: RunningServer, target: string, headers: Record<string, string>, withCounters: boolean, profile: Session | null): Promise<RunResult> {
  if (WARM_UP_SECONDS > 0) await runAutocannon(target, headers, WARM_UP_SECONDS);
  if (profile) await profile.post('Profiler.start');
  const run = runAutocannon(target, headers, SECONDS);
  let counters: { before: { commits: number; rows: number }; after: { commits: number; rows: number }; seconds: number } | null = null;
  if (withCounters) {
    await wait(STATS_PUBLISH_DELAY_MS);
    const startedAt = performance.now();
    const before = await databaseCounters(server);
    await wait(SECONDS * 1000 - 2 * STATS_PUBLISH_DELAY_MS);
    const after = await databaseCounters(server);
    counters = { before, after, seconds: (performance.now() - startedAt) / 1000 };
  }
  const result = await run;
  if (profile) {
    const { profile: taken } = await profile.post('Profiler.stop');
    profiles.push(taken);
  }
  // The counters' window is shorter than the run: per request at the run's average rate.
  const requestsInWindow = counters ? result.reqPerSec * counters.seconds : 0;
  return {
    ...result,
    // The two readings themselves are one commit each.
    commitsPerRequest: counters ? Math.max(0, counters.after.commits - counters.before.commits - 1) / requestsInWindow : null,
    rowsPerRequest: counters ? (counters.after.rows - counters.before.rows) / requestsInWindow : null,
  };
}

const profiles: Profiler.Profile[] = [];

/** Self time by function and by package over every profile taken, the top lines of each. */
function printProfileSummary(file: string): void {
  fs.writeFileSync(file, JSON.stringify(profiles[0] ?? {}));
  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  let total = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    (profile.samples ?? []).forEach((id, index) => {
      const node = byId.get(id)!;
      const delta = profile.timeDeltas?.[index] ?? 0;
      total += delta;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('./') ? where.split('/').slice(0, 3).join('/') : where || '(native)');
      const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
      selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
      selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + delta);
    });
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, time]) => `    ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
  console.log('');
  console.log(`CPU profile of the server thread (first window written to ${file}); self time by package:`);
  console.log(top(selfByPackage, 15).join('\n'));
  console.log('  by function:');
  console.log(top(selfByFunction, 30).join('\n'));
}

function fmt(value: number, digits = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

async function main() {
  const { config, port, adminPort, dataDir } = await benchServerConfig('api-bench');
  const barePort = await freePort();
  const cpus = os.cpus();
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average before starting: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const distRoot = path.resolve(import.meta.dirname, '..', '..', 'dist');
  const built = fs.existsSync(path.join(distRoot, 'public', 'index.html'));
  let server: RunningServer | undefined;
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  try {
    server = await startServer({ config, listen: true, staticRoot: built ? distRoot : '/nonexistent' });
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    const publicUrl = `http://127.0.0.1:${port}`;
    const adminUrl = `http://127.0.0.1:${adminPort}`;

    // One verified, signed-in user (made in-process: sign-up's argon2 is not what is measured).
    const em = server.orm.em.fork();
    const user = em.create(User, { name: 'Bench Reader', email: 'bench-reader@example.com', passwordHash: await hashPassword('bench-password-123'), emailVerifiedAt: new Date(), createdAt: new Date() });
    await em.flush();
    const { token } = await createUserSession({ em, clock: systemClock, config }, user);
    const admin = (await expectOk('admin login', call(adminUrl, 'POST', '/api/admin/login', { body: ADMIN, ip: '10.255.0.1' }))).token as string;
    // Limited uses: an unlimited code would wait for a second admin's approval (decision 048).
    await expectOk('daily promo', call(adminUrl, 'POST', '/api/admin/promocodes', { token: admin, body: { code: 'BENCHDAILY', amount: 5, maxUses: 100, dailyFor: istDate(new Date()) } }), 201);
    const blogPosts = (await expectOk('blog list', call(publicUrl, 'GET', '/api/blog'))) as Array<{ id: string }>;

    const paths: BenchPath[] = [
      { name: 'bare Fastify hello world', url: `http://127.0.0.1:${barePort}/`, server: 'bare', target: false },
      ...(built ? [{ name: 'GET / (HTML shell)', url: `${publicUrl}/`, server: 'real' as const, target: false }] : []),
      { name: 'GET /api/auth/me (bearer)', url: `${publicUrl}/api/auth/me`, server: 'real', bearer: true, target: true },
      { name: 'GET /trpc/auth.session (bearer)', url: `${publicUrl}/trpc/auth.session`, server: 'real', bearer: true, target: true },
      { name: 'GET /api/daily-promo', url: `${publicUrl}/api/daily-promo`, server: 'real', target: true },
      { name: 'GET /trpc/site.info', url: `${publicUrl}/trpc/site.info`, server: 'real', target: true },
      { name: 'GET /api/games', url: `${publicUrl}/api/games`, server: 'real', target: true },
      { name: 'GET /api/catalogue', url: `${publicUrl}/api/catalogue`, server: 'real', target: true },
      { name: 'GET /api/blog', url: `${publicUrl}/api/blog`, server: 'real', target: true },
      ...(blogPosts[0] ? [{ name: 'GET /api/blog/{id}', url: `${publicUrl}/api/blog/${blogPosts[0].id}`, server: 'real' as const, target: true }] : []),
      { name: 'GET /api/rewards', url: `${publicUrl}/api/rewards`, server: 'real', target: true },
      { name: 'GET /api/tasks', url: `${publicUrl}/api/tasks`, server: 'real', target: true },
      { name: 'GET /api/stats', url: `${publicUrl}/api/stats`, server: 'real', target: true },
      { name: 'GET /api/transparency', url: `${publicUrl}/api/transparency`, server: 'real', target: true },
      { name: 'GET /api/ticker', url: `${publicUrl}/api/ticker`, server: 'real', target: true },
    ];
    const only = process.env.BENCH_PATHS?.split(',').map((name) => name.trim().toLowerCase());
    const chosen = paths.filter((entry) => entry.server === 'bare' || !only || only.some((wanted) => entry.name.toLowerCase().includes(wanted)));
    for (const entry of chosen) {
      const response = await fetch(entry.url, { headers: entry.bearer ? { authorization: `Bearer ${token}` } : {} });
      if (response.status !== 200) throw new Error(`${entry.name} answers ${response.status} before the run: ${(await response.text()).slice(0, 200)}`);
    }

    const profileFile = process.env.BENCH_PROFILE;
    const profile = profileFile ? new Session() : null;
    if (profile) {
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.setSamplingInterval', { interval: 100 });
    }
    console.log(`${chosen.length} paths × ${ROUNDS} rounds, ${CONNECTIONS} keep-alive connections, ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s each (autocannon in its own process)`);
    const results = new Map<string, RunResult[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const entry of chosen) {
        // As a browser asks: compressed answers are what the site sends its visitors.
        const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...(entry.bearer ? { authorization: `Bearer ${token}` } : {}) };
        const result = await measure(server, entry.url, headers, entry.server === 'real', entry.server === 'real' ? profile : null);
        results.set(entry.name, [...(results.get(entry.name) ?? []), result]);
        console.log(`  round ${round}  ${entry.name.padEnd(34)} ${fmt(result.reqPerSec, 0).padStart(8)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : ''}`);
      }
    }

    console.log('');
    console.log(`${'path'.padEnd(34)} ${'req/s (rounds)'.padEnd(26)} ${'p99 ms'.padEnd(12)} ratio to bare      commits/req  rows/req  verdict`);
    const bareRuns = results.get(chosen[0]!.name)!;
    let allMet = true;
    for (const entry of chosen) {
      const runs = results.get(entry.name)!;
      const ratios = runs.map((run, index) => run.reqPerSec / bareRuns[index]!.reqPerSec);
      const commits = runs.map((run) => run.commitsPerRequest ?? 0);
      const met = ratios.every((ratio) => ratio >= TARGET_RATIO) && runs.every((run) => run.p99 < TARGET_P99_MS) && commits.every((value) => value <= TARGET_COMMITS_PER_REQUEST) && runs.every((run) => run.non2xx === 0 && run.errors === 0);
      if (entry.target && !met) allMet = false;
      const perRequest = entry.server === 'bare' ? ''.padEnd(22) : `${fmt(Math.max(...commits), 3).padStart(8)}    ${fmt(Math.max(...runs.map((run) => run.rowsPerRequest ?? 0)), 2).padStart(7)}`;
      console.log(
        `${entry.name.padEnd(34)} ${runs.map((run) => fmt(run.reqPerSec, 0)).join(' / ').padEnd(26)} ${runs.map((run) => run.p99).join(' / ').padEnd(12)} ${ratios.map((ratio) => fmt(ratio, 2)).join(' / ').padEnd(18)} ${perRequest}  ${entry.target ? (met ? 'met' : 'NOT met') : ''}`,
      );
    }
    console.log('');
    console.log(`Targets (issue 20): ≥ ${TARGET_RATIO} × bare Fastify in every round, p99 < ${TARGET_P99_MS} ms, ≤ ${TARGET_COMMITS_PER_REQUEST} commits per request: ${allMet ? 'met on every path' : 'NOT met on every path'}`);
    if (profileFile && profiles.length) printProfileSummary(profileFile);
  } finally {
    await bare.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
