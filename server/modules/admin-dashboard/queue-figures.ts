import type { EntityManager } from '@mikro-orm/postgresql';
import { DASHBOARD_QUEUES, type DashboardQueue } from '#contract/admin-dashboard/schemas';
import { sql } from '../sql';

/** The queues people work through: the dashboard's, and the approvals a second admin decides (shown on their own page). */
export type WaitingQueue = DashboardQueue | 'approvals';

export const WAITING_QUEUES: readonly WaitingQueue[] = [...DASHBOARD_QUEUES, 'approvals'];

/**
 * Each queue as one `select` of its count, the time its oldest item began to wait and (store orders
 * only) the Free Fire top-ups among them. `clock.now` is the server's time (an approval past its
 * expiry waits for nobody).
 */
const QUEUE_STATEMENTS: Record<WaitingQueue, string> = {
  withdrawals: `select count(*), min(created_at), 0 from redeem_requests where status = 'pending'`,
  storeOrders: `select count(*), min(o.created_at), count(*) filter (where p.kind = 'free_fire_diamonds')
                from reward_orders o join reward_products p on p.id = o.product_id where o.status = 'pending'`,
  reportedCodes: `select count(*), min(reported_at), 0 from reward_orders where status = 'fulfilled' and reported_at is not null`,
  taskReviews: `select count(*), min(created_at), 0 from task_submissions where status = 'pending'`,
  flaggedReferrals: `select count(*), min(created_at), 0 from referrals where status = 'review'`,
  appeals: `select count(*), min(created_at), 0 from appeals where status = 'open'`,
  contacts: `select count(*), min(created_at), 0 from contact_messages where not is_read`,
  approvals: `select count(*), min(created_at), 0 from pending_approvals, clock where status = 'pending' and expires_at > clock.now`,
};

export interface QueueFigures {
  queue: WaitingQueue;
  count: number;
  oldestAt: Date | null;
  /** Store orders only: the Free Fire top-ups among them. */
  topUps: number;
}

type QueueRow = { queue: WaitingQueue; count: string; oldest_at: string | null; top_ups: string };

/** The figures of the given queues, as one statement (read by the dashboard and by the metrics, decision 056). */
export async function readQueueFigures(em: EntityManager, queues: readonly WaitingQueue[], now: Date): Promise<QueueFigures[]> {
  if (!queues.length) return [];
  const rows = await sql<QueueRow>(
    em,
    `with clock (now) as (select ?::timestamptz)
     ${queues.map((queue) => `select '${queue}' as queue, q.* from (${QUEUE_STATEMENTS[queue]}) q (count, oldest_at, top_ups)`).join(' union all ')}`,
    [now],
  );
  return rows.map((row) => ({ queue: row.queue, count: Number(row.count), oldestAt: row.oldest_at === null ? null : new Date(row.oldest_at), topUps: Number(row.top_ups) }));
}

/**
 * The products sold from stock (not the Free Fire top-ups, which a person fulfils; not the demo ones; not
 * those linked to a provider's card, bought when no code is left: decision 060), each `p`.
 */
export const STOCKED_PRODUCTS = `reward_products p where p.kind <> 'free_fire_diamonds' and not p.demo and p.provider is null`;

/** The available codes of the product `p`. */
export const CODES_IN_STOCK = `(select count(*) from reward_codes c where c.product_id = p.id and c.status = 'available')`;
