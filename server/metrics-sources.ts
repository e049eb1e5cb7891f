import type { Orm } from '../db/orm';

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The ORM's connection pool (knex over tarn) by state. */
export async function poolGauge(orm: Orm) {
  const pool = (orm.em.getConnection().getKnex() as unknown as { client: { pool?: TarnPool } }).client.pool;
  if (!pool) return [];
  return [
    { labels: { state: 'used' }, value: pool.numUsed() },
    { labels: { state: 'free' }, value: pool.numFree() },
    { labels: { state: 'waiting' }, value: pool.numPendingAcquires() },
  ];
}

/**
 * The job queue's depth: jobs waiting (due or scheduled), running (locked by a worker), and failed
 * for good (out of attempts, kept for inspection).
 */
export async function queueGauge(orm: Orm) {
  const [row] = await orm.em.getConnection().execute<Array<{ waiting: string; running: string; failed: string }>>(
    `select count(*) filter (where locked_at is null and attempts < max_attempts) as waiting,
            count(*) filter (where locked_at is not null) as running,
            count(*) filter (where attempts >= max_attempts) as failed
     from graphile_worker.jobs`,
  );
  return [
    { labels: { state: 'waiting' }, value: Number(row?.waiting ?? 0) },
    { labels: { state: 'running' }, value: Number(row?.running ?? 0) },
    { labels: { state: 'failed' }, value: Number(row?.failed ?? 0) },
  ];
}
