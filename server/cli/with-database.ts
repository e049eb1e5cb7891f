import { startEmbeddedPostgres } from '../../db/embedded';
import { migrate, openOrm, type Orm } from '../../db/orm';
import type { AppConfig } from '../config';

/**
 * The URL of the database `npm start` uses (embedded unless DATABASE_URL is set). While the app runs,
 * its embedded PostgreSQL is used and left running.
 */
export async function withDatabaseUrl(config: AppConfig, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, database: 'honest_rewards', attachIfRunning: true });
  try {
    await work(config.databaseUrl ?? embedded!.url);
  } finally {
    await embedded?.stop();
  }
}

/** That database, opened and migrated first. */
export function withDatabase(config: AppConfig, work: (orm: Orm, databaseUrl: string) => Promise<void>): Promise<void> {
  return withDatabaseUrl(config, async (databaseUrl) => {
    const orm = await openOrm(databaseUrl, 2);
    try {
      await migrate(orm);
      await work(orm, databaseUrl);
    } finally {
      await orm.close();
    }
  });
}
