import { startEmbeddedPostgres } from '../../db/embedded';
import { migrate, openOrm, type Orm } from '../../db/orm';
import { databaseUrls, type AppConfig } from '../config';
import { installJobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';

/**
 * The direct URL (DATABASE_DIRECT_URL, decision 055) of the database `npm start` uses (embedded
 * unless DATABASE_URL is set): a tool's work takes session locks and is no load for a pooler. While
 * the app runs, its embedded PostgreSQL is used and left running.
 */
export async function withDatabaseUrl(config: AppConfig, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, database: 'honest_rewards', attachIfRunning: true });
  try {
    await work(databaseUrls(config, embedded?.url).directUrl);
  } finally {
    await embedded?.stop();
  }
}

/** That database, opened and migrated first: our migrations and the job queue's own, as a server's start does. */
export function withDatabase(config: AppConfig, work: (orm: Orm, databaseUrl: string) => Promise<void>): Promise<void> {
  return withDatabaseUrl(config, async (databaseUrl) => {
    const orm = await openOrm(databaseUrl, 2);
    try {
      await migrate(orm, () => installJobQueue(databaseUrl, createLogger(config)));
      await work(orm, databaseUrl);
    } finally {
      await orm.close();
    }
  });
}
