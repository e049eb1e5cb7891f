import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { SERVER_APPLICATION_NAME } from './application-name';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

const DATABASE_WAIT_MS = 5_000;

/** `server`: the running server's own pool, whose account changes the server announces itself (migration 0031). */
export function ormOptions(clientUrl: string, poolMax = 10, server = false): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: { migrationsList, tableName: 'schema_migrations', transactional: true, allOrNothing: true, silent: true },
    pool: { min: 0, max: poolMax },
    // While PostgreSQL is away (restarting), a request waits at most this long for a connection and
    // then answers 503, instead of knex's default of a minute.
    driverOptions: {
      acquireConnectionTimeout: DATABASE_WAIT_MS,
      connection: { connectionTimeoutMillis: DATABASE_WAIT_MS, ...(server ? { application_name: SERVER_APPLICATION_NAME } : {}) },
    },
    debug: false,
    allowGlobalContext: false,
    // Identity-map-free reads are the default for forks; every request works on its own fork.
    forceUtcTimezone: true,
  };
}

export async function openOrm(clientUrl: string, poolMax?: number, server?: boolean): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, poolMax, server));
}

/** The advisory lock under which the schema changes: migrations at start, and a restore (db/backup.ts). */
export const MIGRATIONS_LOCK_KEY = `hashtextextended('honest-rewards:migrations', 0)`;

/**
 * Applies pending migrations; hosts starting at once take turns on an advisory lock (`alsoRun`, the job queue's, under it
 * too). The lock is a session's, so `orm` must be on a direct connection, not a pooler in transaction mode (decision 055).
 */
export async function migrate(orm: Orm, alsoRun?: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: orm.config.getClientUrl() });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(${MIGRATIONS_LOCK_KEY})`);
    await orm.getMigrator().up();
    await alsoRun?.();
  } finally {
    await lock.end();
  }
}
