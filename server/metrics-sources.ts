import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm';
import type { Row } from '../db/row-types.gen';
import type { Clock } from './clock';
import type { DatabaseFigures } from './metrics';
import { CODES_IN_STOCK, readQueueFigures, STOCKED_PRODUCTS, WAITING_QUEUES } from './modules/admin-dashboard';
import { sql } from './modules/sql';

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

/** The job queue's depth (waiting: due or scheduled; running: locked by a worker; failed for good: out of attempts, kept for inspection) and the oldest due job's wait, on the database's clock as graphile-worker's is. */
async function jobQueueFigures(em: EntityManager): Promise<DatabaseFigures['jobs']> {
  const [row] = await sql<{ waiting: string; running: string; failed: string; oldest_due_seconds: number | null }>(
    em,
    `select count(*) filter (where locked_at is null and attempts < max_attempts) as waiting,
            count(*) filter (where locked_at is not null) as running,
            count(*) filter (where attempts >= max_attempts) as failed,
            extract(epoch from now() - min(run_at) filter (where locked_at is null and attempts < max_attempts and run_at <= now()))::float8 as oldest_due_seconds
     from graphile_worker.jobs`,
  );
  return { waiting: Number(row?.waiting ?? 0), running: Number(row?.running ?? 0), failed: Number(row?.failed ?? 0), oldestDueSeconds: row?.oldest_due_seconds ?? 0 };
}

/** What the metrics read from the database at a scrape (decision 056): counts over indexed statuses, read side by side. */
export async function databaseFigures(orm: Orm, clock: Clock): Promise<DatabaseFigures> {
  const em = orm.em.fork();
  const readAt = clock.now();
  const [queues, jobs, stock, balances, providerOrders] = await Promise.all([
    readQueueFigures(em, WAITING_QUEUES, readAt),
    jobQueueFigures(em),
    sql<Pick<Row<'reward_products'>, 'id' | 'name' | 'enabled'> & { available: string }>(em, `select p.id, p.name, p.enabled, ${CODES_IN_STOCK} as available from ${STOCKED_PRODUCTS} order by p.id`),
    sql<{ provider: string; currency: string; amount: string; read_at: Date }>(em, `select provider, currency, amount, read_at from provider_balances order by provider`),
    sql<{ state: string; orders: number }>(em, `select state, count(*)::int as orders from provider_orders where state in ('placing', 'placed', 'needs-admin') group by state`),
  ]);
  return {
    readAt,
    queues: queues.map(({ queue, count, oldestAt }) => ({ queue, items: count, oldestAt })),
    jobs,
    stock: stock.map((row) => ({ productId: row.id, product: row.name, enabled: row.enabled, available: Number(row.available) })),
    providerBalances: balances.map((row) => ({ provider: row.provider, currency: row.currency, amount: Number(row.amount), readAt: new Date(row.read_at) })),
    providerOrders,
  };
}
