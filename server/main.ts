// First: V8 settings that must hold before anything is allocated.
import './v8-flags';
import cluster, { type Worker } from 'node:cluster';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { prepareDatabase, startServer, type PreparedDatabase } from './app';
import { createLogger, type AppLogger } from './logger';
import { answerMetricsRequests } from './metrics';
import type { AdminBootstrap } from './modules/admin-auth';

/** A worker that dies this soon after starting is failing to boot: stop rather than restart it forever. */
const WORKER_BOOT_GRACE_MS = 10_000;
/** How long a stopping worker may take to finish its in-flight requests before it is killed. */
const WORKER_STOP_TIMEOUT_MS = 30_000;
/** Set by the primary in each worker's environment: the database it prepared. */
const PREPARED_DATABASE_ENV = 'HONEST_REWARDS_PREPARED_DATABASE_URL';
/** The primary's first step of a stop, and each worker's answer once it has taken it. */
const STOP_ACCEPTING = 'stop-accepting';
const NOT_ACCEPTING = 'not-accepting';

type WorkerMessage = { ready?: boolean; stop?: typeof NOT_ACCEPTING } | null;

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printBanner(config: AppConfig, boot: { embedded: boolean; adminBootstrap?: AdminBootstrap }): void {
  const lines = [
    '',
    `  Public site:  ${config.publicUrl}`,
    `  Admin site:   ${config.adminUrl}`,
    `  Database:     ${boot.embedded ? `embedded PostgreSQL (data in ${config.dataDir}/pg)` : config.databaseDirectUrl ? 'DATABASE_URL (sessions: DATABASE_DIRECT_URL)' : 'DATABASE_URL'}`,
  ];
  if (!boot.embedded && config.databaseReadUrl) lines.push('  Public reads: DATABASE_READ_URL while it has replayed what this process saw (decision 057)');
  if (config.webConcurrency > 1) lines.push(`  Processes:    ${config.webConcurrency} (WEB_CONCURRENCY)`);
  if (!config.isProduction) lines.push(`  Demo user:    demo@example.com / demo-password`);
  const admin = boot.adminBootstrap;
  // A production install has no npm scripts' TypeScript loader: its commands are files of the build (docs/deploy.md).
  const createAdmin = config.isProduction ? 'node dist/server/cli/create-admin.js --email' : 'npm run admin:create -- --email';
  if (admin?.status === 'generated') {
    lines.push(`  Admin:        ${admin.email} / ${admin.password}   (generated now and shown only once;`, `                reset it with \`${createAdmin} ${admin.email}\`)`);
  } else if (admin?.status === 'created') {
    lines.push(`  Admin:        ${admin.email} (from ADMIN_EMAIL / ADMIN_PASSWORD)`);
  } else if (admin?.status === 'exists') {
    lines.push(`  Admin:        sign in with your admin account (add or reset one: ${createAdmin} you@example.com)`);
  } else {
    lines.push(`  Admin:        none yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run ${createAdmin} you@example.com`);
  }
  if (!config.smtpUrl) lines.push(`  E-mail:       no SMTP_URL, so mails are kept in the outbox: admin site → Mail tab`);
  console.log(lines.join('\n') + '\n');
}

/**
 * SIGTERM or SIGINT: `stop`, then exit. The process that was signalled (the single process, or a
 * cluster's primary) writes one JSON line once stopped cleanly (`stopped`), or the error; a
 * cluster's workers stop silently, as parts of that one stop (decision 056).
 */
function onStopSignal(stop: () => Promise<void>, logger: AppLogger, announce: boolean): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const startedAt = performance.now();
    stop().then(
      () => {
        if (announce) logger.info({ signal, stopMs: Math.round(performance.now() - startedAt) }, 'stopped');
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error, signal }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => handle('SIGTERM'));
  process.on('SIGINT', () => handle('SIGINT'));
}

/** One process: the database work, both listeners and the job worker. */
async function runSingle(config: AppConfig): Promise<void> {
  const server = await startServer({ config });
  // Before the banner: whoever waits for it (a test, a supervisor) may signal at once.
  onStopSignal(() => server.close(), createLogger(config), true);
  printBanner(config, server.boot);
}

/** WEB_CONCURRENCY > 1: this primary prepares the database once and forks workers sharing both listeners; a dead worker is replaced. */
async function runPrimary(config: AppConfig): Promise<void> {
  const logger = createLogger(config);
  const prepared: PreparedDatabase = await prepareDatabase(config);
  answerMetricsRequests();
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork({ [PREPARED_DATABASE_ENV]: prepared.databaseUrl }), Date.now());
  const ready = new Promise<void>((resolve, reject) => {
    let listening = 0;
    cluster.on('message', (_worker, message: unknown) => {
      if ((message as WorkerMessage)?.ready && (listening += 1) === config.webConcurrency) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      const startedAt = started.get(worker) ?? 0;
      started.delete(worker);
      if (stopping) return;
      if (Date.now() - startedAt < WORKER_BOOT_GRACE_MS) {
        reject(new Error(`a server process exited during start (${signal ?? `code ${code}`}); see its message above`));
        return;
      }
      logger.error({ exitCode: code, signal }, 'a server process exited; starting another');
      fork();
    });
  });
  for (let index = 0; index < config.webConcurrency; index += 1) fork();

  /** Every worker stops accepting before any drains: the shared listener resets what it takes until the last one stops (http/graceful-close.ts). */
  const stopWorkers = async () => {
    stopping = true;
    const workers = [...started.keys()].filter((worker) => !worker.isDead());
    const exits = workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_TIMEOUT_MS);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    );
    const notAccepting = workers.map(
      (worker, index) =>
        new Promise<void>((resolve) => {
          worker.on('message', (message: WorkerMessage) => {
            if (message?.stop === NOT_ACCEPTING) resolve();
          });
          void exits[index]!.then(resolve);
          if (worker.isConnected()) worker.send(STOP_ACCEPTING);
          else resolve();
        }),
    );
    await Promise.all(notAccepting);
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGTERM');
    await Promise.all(exits);
    await prepared.embedded?.stop();
  };
  try {
    await ready;
  } catch (error) {
    await stopWorkers();
    throw error;
  }
  onStopSignal(stopWorkers, logger, true);
  printBanner(config, { embedded: Boolean(prepared.embedded), adminBootstrap: prepared.adminBootstrap });
}

/** A cluster worker: connections, both listeners (shared through the primary) and its job worker. */
async function runWorker(config: AppConfig): Promise<void> {
  const databaseUrl = process.env[PREPARED_DATABASE_ENV]!;
  const server = await startServer({ config, prepared: { databaseUrl } });
  process.send?.({ ready: true });
  // Sent after the listeners' own close messages on the same channel, so the primary has removed this worker from them when it reads it.
  process.on('message', (message: unknown) => {
    if (message !== STOP_ACCEPTING) return;
    server.stopAccepting();
    process.send?.({ stop: NOT_ACCEPTING });
  });
  const stop = () => server.close();
  onStopSignal(stop, createLogger(config), false);
  // The primary is gone (even killed with -9): nothing will stop this worker, so it stops itself.
  process.on('disconnect', () => void stop().finally(() => process.exit(0)));
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (cluster.isWorker) return runWorker(config);
  if (config.webConcurrency > 1) return runPrimary(config);
  return runSingle(config);
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
