import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { constants as perfConstants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import type { RunningServer } from '../../server/app';
import { WARM_UP_SECONDS, WITHDRAWAL_RUPEES } from './bench-setup';
import type { LoadClient, LoadResult } from './load-generator';

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

export function cpuSnapshot(dataDir: string): CpuSnapshot {
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

export function cpuReport(before: CpuSnapshot, after: CpuSnapshot) {
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

export function machineLine(cpu: ReturnType<typeof cpuReport>): string {
  return `machine busy ${fmt(cpu.machineBusyPct)}% of ${os.cpus().length * 100}%; processes outside this benchmark used ${fmt(cpu.otherProcessesPct)}% (load average now ${os.loadavg().map((value) => value.toFixed(2)).join(' ')})`;
}

/** Samples what every client backend of the app database is doing, every WAIT_SAMPLE_INTERVAL_MS. */
/** Sampling costs the server's thread and PostgreSQL a query each time; 10 a second is plenty over a phase. */
const WAIT_SAMPLE_INTERVAL_MS = 100;

/** The backend of the app database whose snapshot was oldest when sampled (it keeps dead index entries visible). */
export interface OldestSnapshot {
  transactionsBehind: number;
  heldSeconds: number;
  holder: string;
}

export function sampleBackends(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = new Map<string, number>();
  let samples = 0;
  let oldestSnapshot: OldestSnapshot | null = null;
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
      const { rows: holders } = await client.query<{ behind: number; held: number | null; holder: string }>(
        `select age(backend_xmin)::int as behind, extract(epoch from now() - xact_start)::float8 as held,
                backend_type || ', ' || coalesce(state, '?') || ': ' || left(regexp_replace(coalesce(query, ''), '\\s+', ' ', 'g'), 60) as holder
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null
         order by age(backend_xmin) desc limit 1`,
      );
      const holder = holders[0];
      if (holder && (!oldestSnapshot || holder.behind > oldestSnapshot.transactionsBehind)) {
        oldestSnapshot = { transactionsBehind: holder.behind, heldSeconds: holder.held ?? 0, holder: holder.holder };
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_SAMPLE_INTERVAL_MS));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { samples, counts: [...counts.entries()].sort((a, b) => b[1] - a[1]), oldestSnapshot: oldestSnapshot as OldestSnapshot | null };
    },
  };
}

/** One line on the oldest snapshot a phase saw, for the report. */
export function oldestSnapshotLine(oldest: OldestSnapshot | null): string {
  return oldest ? `oldest snapshot seen: ${oldest.transactionsBehind} transactions behind, its transaction ${fmt(oldest.heldSeconds, 2)} s old (${oldest.holder})` : 'oldest snapshot seen: none';
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

/**
 * A CPU profile of this thread (the server runs on it): started now, stopped by the returned
 * function, which writes the profile to `file` and prints its self time by package and function.
 */
export async function startCpuProfile(file: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    fs.writeFileSync(file, JSON.stringify(profile));
    const summary = summariseProfile(profile as never);
    console.log(`CPU profile of the server thread written to ${file}; self time by package:`);
    for (const line of summary.groups) console.log(`  ${line}`);
    console.log('  top functions:');
    for (const line of summary.functions) console.log(`  ${line}`);
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

export interface PhaseResult {
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
  backends: { samples: number; counts: Array<[string, number]>; oldestSnapshot: OldestSnapshot | null };
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
export async function checkpoint(databaseUrl: string): Promise<void> {
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
/**
 * How late the server's event loop ran timers and its full (mark-compact) collections, from begin() to
 * stop(). The server runs on this thread, so these are the server's own.
 */
export function watchServerThread() {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  let since = Infinity;
  const majorGcs: Array<{ atMs: number; durationMs: number }> = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR && entry.startTime >= since) majorGcs.push({ atMs: entry.startTime - since, durationMs: entry.duration });
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  return {
    begin() {
      loopDelay.enable();
      since = performance.now();
    },
    stop() {
      loopDelay.disable();
      gcObserver.disconnect();
      return { majorGcs, eventLoopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 } };
    },
  };
}

export async function measurePhase(
  server: RunningServer,
  dataDir: string,
  clients: LoadClient[],
  load: (clients: LoadClient[], beforeMeasuring: () => Promise<void>) => Promise<{ warmUp: LoadResult; measured: LoadResult }>,
  profile: boolean,
): Promise<PhaseResult> {
  await checkpoint(server.boot.databaseUrl);
  // Set inside the load's callback: an object, so that the type checker does not narrow it to its initial value.
  const profiler: { stop?: () => Promise<void> } = {};
  let countersBefore = { records: 0, fullPageImages: 0, bytes: 0, autovacuums: 0, autoanalyzes: 0 };
  let sampler: ReturnType<typeof sampleBackends> | undefined;
  let cpuBefore = cpuSnapshot(dataDir);
  let eluBefore = performance.eventLoopUtilization();
  const serverThread = watchServerThread();
  const { warmUp, measured: result } = await load(clients, async () => {
    if (profile) profiler.stop = await startCpuProfile(process.env.BENCH_PROFILE!);
    countersBefore = await serverCounters(server.boot.databaseUrl);
    sampler = sampleBackends(server.boot.databaseUrl);
    cpuBefore = cpuSnapshot(dataDir);
    eluBefore = performance.eventLoopUtilization();
    serverThread.begin();
  });
  const { majorGcs, eventLoopDelayMs } = serverThread.stop();
  const warmUpLatencies = [...warmUp.samples.promo, ...warmUp.samples.withdrawal].sort((a, b) => a - b);
  const elu = performance.eventLoopUtilization(eluBefore);
  const cpu = cpuReport(cpuBefore, cpuSnapshot(dataDir));
  const backends = await sampler!.stop();
  const countersAfter = await serverCounters(server.boot.databaseUrl);
  await profiler.stop?.();
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
    eventLoopDelayMs,
    backends,
  };
}

export function printPhase(phase: PhaseResult) {
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
  console.log(`    ${oldestSnapshotLine(backends.oldestSnapshot)}`);
}
