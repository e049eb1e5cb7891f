import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openOrm, migrate, type Orm } from '../db/orm';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { seedContent, seedDemoUser } from './seeds/seed';
import { sealWithdrawalCodesInClear } from './modules/redeem';
import { ShiftedClock, systemClock, type Clock } from './clock';
import { databaseUrls, type AppConfig } from './config';
import { applyServerHeapGrowth } from './heap-growth';
import { createAdminApp } from './http/create-admin-app';
import { createPublicApp } from './http/create-public-app';
import { publicBuildFolder } from './http/public-runtime';
import { DIST_DIR } from './runtime-files';
import { createLogger, type AppLogger } from './logger';
import { logDatabaseClient } from './database-logs';
import { registerGaugeSources } from './metrics';
import { databaseFigures, poolGauge } from './metrics-sources';
import { installJobQueue, startJobQueue, type JobQueue } from './jobs/job-queue';
import { jobTasks } from './jobs/tasks';
import { ensureBootstrapAdmin, type AdminBootstrap } from './modules/admin-auth';
import { registerChangeAnnouncer, ChangeListener, ReadReplica, ServerCaches } from './modules/cache';
import { MailDispatcher, type Transport } from './modules/mail';
import type { Deps } from './modules/deps';
import { fulfilmentProvider, type FulfilmentProvider } from './modules/fulfilment';
import { sendStatementsUnnamed } from './modules/sql';

/** Connections to the standby per process: it answers only the public reads' cache misses. */
const READ_POOL_MAX = 4;

export interface RunningServer {
  publicApp: FastifyInstance;
  adminApp: FastifyInstance;
  orm: Orm;
  /** What this process holds in memory (decision 034): tests compare it with fresh reads. */
  caches: ServerCaches;
  /** Delivers pending outbox mail when SMTP is configured (run by the `deliver-mail` job; tests call deliverDue()). */
  mailDispatcher: MailDispatcher;
  /** This process's background worker (tests stop it to drive jobs themselves). */
  jobs: JobQueue;
  /** What boot did, for the start-up banner (a cluster worker did no boot work: only its database). */
  boot: Partial<Pick<PreparedDatabase, 'adminBootstrap' | 'demoUserCreated'>> & { databaseUrl: string; embedded: boolean };
  /** Both listeners stop taking connections; nothing else changes until close() (a cluster worker's first step of a stop). */
  stopAccepting(): void;
  close(): Promise<void>;
}

export interface StartOptions {
  config: AppConfig;
  clock?: Clock;
  /** Listen on the configured ports; tests use inject() or port 0 instead. */
  listen?: boolean;
  mailTransport?: Transport;
  /**
   * The gift-card provider orders are bought from (decision 060); tests pass a fake. Left out, the one
   * configured (RELOADLY_*); null: none, whatever is configured.
   */
  fulfilmentProvider?: FulfilmentProvider | null;
  staticRoot?: string;
  /** Set in a cluster worker: the primary already started, migrated and seeded the database there. */
  prepared?: { databaseUrl: string };
}

/** What the one-time boot work did: where the database is, and what the banner reports. */
export interface PreparedDatabase {
  databaseUrl: string;
  /** The embedded PostgreSQL, when this boot started it (its owner stops it). */
  embedded?: EmbeddedDatabase;
  adminBootstrap: AdminBootstrap;
  demoUserCreated: boolean;
}

/** Times each boot step, so one log line can say which step of a slow start was slow. */
class BootSteps {
  readonly ms: Record<string, number> = {};

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.ms[name] = Math.round(performance.now() - started);
    }
  }
}

/**
 * Migrations (ours and the job queue's), withdrawal codes sealed, content seeded: what a release
 * needs before any server of it starts. `npm run db:migrate` does exactly this, so a deployment that
 * runs it first (compose's `migrate` service) starts its servers on a database with nothing to do.
 */
async function migrateAndSeed(orm: Orm, databaseUrl: string, deps: Deps, logger: AppLogger, steps: BootSteps): Promise<void> {
  await steps.run('migrate', () => migrate(orm, () => installJobQueue(databaseUrl, logger)));
  // Withdrawal codes migration 0034 found in clear are sealed before anything reads them (decision 029).
  await steps.run('seal', () => sealWithdrawalCodesInClear(deps));
  await steps.run('seed', () => seedContent(deps));
}

/** `npm run db:migrate`'s work on an open database (decision 052), which must be the direct URL (decision 055). */
export async function prepareRelease(orm: Orm, databaseUrl: string, config: AppConfig, logger: AppLogger): Promise<void> {
  const steps = new BootSteps();
  await migrateAndSeed(orm, databaseUrl, { em: orm.em.fork(), clock: systemClock, config }, logger, steps);
  logger.info({ stepsMs: steps.ms }, 'release prepared');
}

/**
 * Migrations, seeds and the first admin, once per start, on connections not named as the server's, so the triggers
 * announce them (decision 034); on the direct URL, as migrations wait for each other on a session's advisory lock (decision 055).
 */
async function bootDatabase(directUrl: string, config: AppConfig, clock: Clock, logger: AppLogger): Promise<Pick<PreparedDatabase, 'adminBootstrap' | 'demoUserCreated'>> {
  const steps = new BootSteps();
  const orm = await steps.run('connect', () => openOrm(directUrl, 2));
  try {
    const deps: Deps = { em: orm.em.fork(), clock, config };
    await migrateAndSeed(orm, directUrl, deps, logger, steps);
    const demoUserCreated = config.isProduction ? false : await steps.run('demoUser', () => seedDemoUser(deps));
    const adminBootstrap = await steps.run('admin', () => ensureBootstrapAdmin(deps));
    logger.info({ stepsMs: steps.ms }, 'database prepared');
    return { adminBootstrap, demoUserCreated };
  } finally {
    await orm.close();
  }
}

function startDatabase(config: AppConfig, logger: AppLogger): Promise<EmbeddedDatabase> | undefined {
  const log = logger.child({ component: 'postgres' });
  return config.databaseUrl ? undefined : startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, database: 'honest_rewards', log: { warn: (message) => log.warn(message), error: (message) => log.error(message) } });
}

/**
 * The boot work a cluster's primary does once before forking its workers (WEB_CONCURRENCY > 1):
 * the workers then only open their connections (`startServer({ prepared })`).
 */
export async function prepareDatabase(config: AppConfig, clock: Clock = systemClock): Promise<PreparedDatabase> {
  const logger = createLogger(config);
  const embedded = await startDatabase(config, logger);
  const { url: databaseUrl, directUrl } = databaseUrls(config, embedded?.url);
  try {
    return { databaseUrl, embedded, ...(await bootDatabase(directUrl, config, clock, logger)) };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Boot: heap growth (decision 008) → database → migrate → seed → both origins → job worker; a cluster worker (`prepared`) only connects. */
export async function startServer({ config, clock: givenClock = systemClock, listen = true, mailTransport, fulfilmentProvider: givenProvider, staticRoot = DIST_DIR, prepared }: StartOptions): Promise<RunningServer> {
  applyServerHeapGrowth();
  // Test-only (TEST_CLOCK_CONTROL, refused in production): one clock that requests, boot and jobs all read, moved by /__test/clock.
  const shiftedClock = config.testClockControl ? new ShiftedClock(givenClock) : undefined;
  const clock = shiftedClock ?? givenClock;
  const logger = createLogger(config);
  const embedded = prepared ? undefined : await startDatabase(config, logger);
  const { url: databaseUrl, directUrl, pooled, readUrl } = databaseUrls(config, prepared?.databaseUrl ?? embedded?.url);
  let orm: Orm | undefined;
  let replica: ReadReplica | undefined;
  try {
    const booted = prepared ? {} : await bootDatabase(directUrl, config, clock, logger);
    // The only pool that may go through PgBouncer in transaction mode: requests and jobs keep no session state (decision 055).
    orm = await openOrm(databaseUrl, undefined, true);
    if (pooled) sendStatementsUnnamed(orm);
    logDatabaseClient(orm, logger);

    // The standby takes only the cached public reads, and only while it has replayed what this process saw (decision 057).
    if (readUrl) replica = new ReadReplica(await openOrm(readUrl, READ_POOL_MAX, true), orm, logger);
    // The standby may sit behind a pooler too; its reads are cache misses, not the hot path named statements speed up.
    if (replica) sendStatementsUnnamed(replica.orm);
    if (replica) logDatabaseClient(replica.orm, logger);
    const caches = new ServerCaches(clock, replica);
    const announcer = registerChangeAnnouncer(orm, directUrl, caches, logger);
    const changes = new ChangeListener(directUrl, caches, logger);
    await changes.start();
    // The provider orders are bought from (decision 060): the one given (tests), else the configured one (RELOADLY_*, decision 059).
    const provider = givenProvider === undefined ? fulfilmentProvider(config) : givenProvider;
    const services = { orm, clock, config, caches, logger, fulfilmentProvider: provider };
    const publicApp = await createPublicApp({ services, staticDir: path.join(staticRoot, publicBuildFolder(config.publicRuntime)) });
    const adminApp = await createAdminApp({ services, staticDir: path.join(staticRoot, 'admin') });
    const dispatcher = new MailDispatcher(orm, config, clock, mailTransport);
    const tasks = jobTasks({ orm, clock, config, mail: dispatcher, fulfilmentProvider: provider });
    const jobs = await startJobQueue({ databaseUrl: directUrl, logger, tasks });
    // Never imported unless enabled, so a production process holds neither the routes nor their module.
    if (shiftedClock) (await import('./http/test-clock-routes')).registerTestClockRoutes(publicApp, { clock: shiftedClock, tasks });
    const unregisterGauges = registerGaugeSources({ pool: () => poolGauge(orm!), database: () => databaseFigures(orm!, clock) });

    if (listen) {
      await publicApp.listen({ host: config.host, port: config.publicPort });
      await adminApp.listen({ host: config.host, port: config.adminPort });
    }

    const openedOrm = orm;
    let closing: Promise<void> | undefined;
    return {
      publicApp,
      adminApp,
      orm,
      caches,
      mailDispatcher: dispatcher,
      jobs,
      boot: { ...booted, databaseUrl, embedded: Boolean(embedded) },
      stopAccepting: () => {
        publicApp.stopAccepting();
        adminApp.stopAccepting();
      },
      close: () =>
        (closing ??= (async () => {
          // Each origin drains (http/graceful-close.ts): answers from now on close their socket, idle sockets get a
          // short grace, and close() resolves once every socket is closed — with the database still there for them.
          await Promise.all([publicApp.close(), adminApp.close()]);
          unregisterGauges();
          await jobs.stop();
          await announcer.close();
          await changes.stop();
          await replica?.close();
          await openedOrm.close();
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await replica?.close();
    await orm?.close();
    await embedded?.stop();
    throw error;
  }
}
