import os from 'node:os';
import { Logger, run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { AppLogger } from '../logger';
import { jobFailures } from '../metrics';

/** Recurring jobs in crontab form; graphile-worker runs each time once across processes, `fill` backfills missed runs. */
export const JOB_SCHEDULE = [
  // Retries of mail that could not be delivered (each mail's own next try is in the outbox); the job
  // key keeps one waiting run however many times were missed.
  '* * * * * deliver-mail ?fill=10m&jobKey=deliver-mail-schedule',
  '17 * * * * prune-expired ?fill=2h',
  // Referral rewards fall due by the hour at the finest (holds are days); one waiting run is enough.
  '*/10 * * * * advance-referrals ?fill=1h&jobKey=advance-referrals-schedule',
  // A paid VIP order whose browser closed is granted within 20 minutes (15 open, then the next run).
  '*/5 * * * * reconcile-vip-orders ?fill=30m&jobKey=reconcile-vip-orders-schedule',
  // Offerwall holds are days; releasing within ten minutes of the clearing time is soon enough.
  '*/10 * * * * release-offerwall-credits ?fill=1h&jobKey=release-offerwall-credits-schedule',
  // Daily-claim reminders are set in 15-minute steps (server/contract/push/rules.ts); a missed run is caught up within the hour.
  '*/15 * * * * send-claim-reminders ?fill=1h&jobKey=send-claim-reminders-schedule',
  // Announced changes apply at the start of their IST day (decision 044); until the run they stay as announced.
  '* * * * * apply-scheduled-changes ?fill=1h&jobKey=apply-scheduled-changes-schedule',
  // The gift-card provider's catalogue, once a day; a missed day is caught up once. Nothing when no provider is connected.
  '40 3 * * * sync-provider-catalogue ?fill=1d&jobKey=sync-provider-catalogue-schedule',
  // Provider orders whose retry job was lost are picked up within a minute or two (decision 060).
  '* * * * * sweep-provider-orders ?fill=10m&jobKey=sweep-provider-orders-schedule',
].join('\n');

/** Jobs run in each process at once; the work is small and the database pool is shared with requests. */
const JOBS_AT_ONCE = 2;
const QUEUE_POOL_SIZE = 4;

export interface JobQueue {
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}

/** The process name recorded with each recurring run (which process ran it). */
export const PROCESS_NAME = `${os.hostname()}:${process.pid}`;

/** graphile-worker's messages through the app's logger (its info lines are job starts and completions: debug here). */
function queueLogger(logger: AppLogger): Logger {
  const jobs = logger.child({ component: 'jobs' });
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') jobs.error(meta ?? {}, message);
    else if (level === 'warning') jobs.warn(meta ?? {}, message);
    else jobs.debug(meta ?? {}, message);
  });
}

/**
 * The queue's own pool. A connection lost while idle (the database restarting) must not crash the
 * process: the pool drops it (logged with its SQLSTATE) and the worker reconnects. A connection in
 * use fails its query, which its user reports (graphile-worker's listener logs through `logger`). Its
 * URL is the direct one (decision 055): the worker LISTENs for new jobs and uses named prepared statements.
 */
function queuePool(databaseUrl: string, max: number, logger: AppLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  pool.on('error', (error) => logger.warn({ component: 'jobs', err: error }, 'a database connection of the job queue was lost'));
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Installs or upgrades graphile-worker's own schema (`graphile_worker`); run at boot, before any job can be added. */
export async function installJobQueue(databaseUrl: string, logger: AppLogger): Promise<void> {
  const pool = queuePool(databaseUrl, 1, logger);
  try {
    await runMigrations({ pgPool: pool, logger: queueLogger(logger) });
  } finally {
    await pool.end();
  }
}

/** Starts this process's worker: it takes jobs as they are added (LISTEN/NOTIFY) and runs the schedule. */
export async function startJobQueue(options: { databaseUrl: string; logger: AppLogger; tasks: TaskList }): Promise<JobQueue> {
  const pool = queuePool(options.databaseUrl, QUEUE_POOL_SIZE, options.logger);
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      taskList: options.tasks,
      crontab: JOB_SCHEDULE,
      concurrency: JOBS_AT_ONCE,
      noHandleSignals: true,
      logger: queueLogger(options.logger),
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Emitted for every failed run; the last of its attempts is the queue giving up on the job.
  runner.events.on('job:error', ({ job }) => jobFailures.inc({ task: job.task_identifier, outcome: job.attempts >= job.max_attempts ? 'gave-up' : 'retrying' }));
  let stopping: Promise<void> | undefined;
  return {
    stop: () =>
      (stopping ??= (async () => {
        await runner.stop();
        await pool.end();
      })()),
  };
}
