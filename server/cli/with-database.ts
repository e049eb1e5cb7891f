import { startEmbeddedPostgres } from '../../db/embedded';
import { migrate, openOrm, type Orm } from '../../db/orm';
import { databaseUrls, type AppConfig } from '../config';
import { installJobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';

/**
 * Opens the database `npm start` uses (embedded unless DATABASE_URL is set) as it is, on its direct URL
 * (DATABASE_DIRECT_URL, decision 055): a tool's work takes session locks and is no load for a pooler. While the
 * app runs, its embedded PostgreSQL is used and left running.
 */
export async function openDatabase(config: AppConfig, work: (orm: Orm, databaseUrl: string) => Promise<void>): Promise<void> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, database: 'honest_rewards', attachIfRunning: true });
  const { directUrl: databaseUrl } = databaseUrls(config, embedded?.url);
  try {
    const orm = await openOrm(databaseUrl, 2);
    try {
      await work(orm, databaseUrl);
    } finally {
      await orm.close();
    }
  } finally {
    await embedded?.stop();
  }
}

/** The same database, migrated first: our migrations and the job queue's own, as a server's start does. */
export function withDatabase(config: AppConfig, work: (orm: Orm, databaseUrl: string) => Promise<void>): Promise<void> {
  return openDatabase(config, async (orm, databaseUrl) => {
    await migrate(orm, () => installJobQueue(databaseUrl, createLogger(config)));
    await work(orm, databaseUrl);
  });
}
