import { migrationsList } from '../../db/migrations';
import type { Orm } from '../../db/orm';
import type { Row } from '../../db/row-types.gen';

export interface Readiness {
  ready: boolean;
  status: 'ok' | 'unavailable';
  checks: { database: boolean; migrations: boolean; jobQueue: boolean };
  message?: string;
}

/**
 * What a load balancer asks before sending traffic to this process: PostgreSQL answers, every
 * migration this build ships is applied, and the job queue's schema exists (jobs can be added).
 */
export async function checkReadiness(orm: Orm): Promise<Readiness> {
  const checks = { database: false, migrations: false, jobQueue: false };
  try {
    const connection = orm.em.getConnection();
    const applied = await connection.execute<Array<Pick<Row<'schema_migrations'>, 'name'>>>(`select name from schema_migrations`);
    checks.database = true;
    const names = new Set(applied.map((row) => row.name));
    checks.migrations = migrationsList.every((migration) => names.has(migration.name));
    const [queue] = await connection.execute<Array<{ installed: boolean }>>(`select to_regproc('graphile_worker.add_job') is not null as installed`);
    checks.jobQueue = Boolean(queue?.installed);
  } catch {
    // Leaves the checks that did not pass false.
  }
  const ready = checks.database && checks.migrations && checks.jobQueue;
  return ready
    ? { ready, status: 'ok', checks }
    : { ready, status: 'unavailable', checks, message: checks.database ? 'Not ready: a migration or the job queue is missing' : 'Database is not answering' };
}
