import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

export function ormOptions(clientUrl: string, poolMax = 10): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: { migrationsList, tableName: 'schema_migrations', transactional: true, allOrNothing: true, silent: true },
    pool: { min: 0, max: poolMax },
    debug: false,
    allowGlobalContext: false,
    // Identity-map-free reads are the default for forks; every request works on its own fork.
    forceUtcTimezone: true,
  };
}

export async function openOrm(clientUrl: string, poolMax?: number): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, poolMax));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}
