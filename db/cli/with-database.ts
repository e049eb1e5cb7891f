import { startEmbeddedPostgres } from '../embedded';
import { migrate, openOrm, type Orm } from '../orm';
import type { AppConfig } from '../../server/config';

/** Opens the same database `npm start` uses (embedded unless DATABASE_URL is set), migrated. */
export async function withDatabase(config: AppConfig, work: (orm: Orm) => Promise<void>): Promise<void> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, database: 'honest_rewards' });
  const orm = await openOrm(config.databaseUrl ?? embedded!.url, 2);
  try {
    await migrate(orm);
    await work(orm);
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}
