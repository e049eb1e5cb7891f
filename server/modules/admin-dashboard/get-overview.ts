import { mayCall, type AdminRole } from '#contract/admin-auth/roles';
import {
  DASHBOARD_QUEUES,
  DASHBOARD_SECTION_ACCESS,
  FAILED_MAIL_WINDOW_HOURS,
  type DashboardOverview,
  type DashboardQueue,
  type DashboardQueueFigures,
  type DashboardSection,
} from '#contract/admin-dashboard/schemas';
import type { Game } from '#contract/games/schemas';
import { istDate } from '#contract/time/ist';
import { HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/**
 * Each queue as one `select` of its count, the time its oldest item began to wait and (store orders
 * only) the Free Fire top-ups among them; the ones the caller may see run as one statement.
 */
const QUEUE_STATEMENTS: Record<DashboardQueue, string> = {
  withdrawals: `select count(*) as count, min(created_at) as oldest_at, 0 as top_ups from redeem_requests where status = 'pending'`,
  storeOrders: `select count(*), min(o.created_at), count(*) filter (where p.kind = 'free_fire_diamonds')
                from reward_orders o join reward_products p on p.id = o.product_id where o.status = 'pending'`,
  reportedCodes: `select count(*), min(reported_at), 0 from reward_orders where status = 'fulfilled' and reported_at is not null`,
  taskReviews: `select count(*), min(created_at), 0 from task_submissions where status = 'pending'`,
  flaggedReferrals: `select count(*), min(created_at), 0 from referrals where status = 'review'`,
  appeals: `select count(*), min(created_at), 0 from appeals where status = 'open'`,
  contacts: `select count(*), min(created_at), 0 from contact_messages where not is_read`,
};

type QueueRow = { section: DashboardQueue; count: string; oldest_at: string | null; top_ups: string };

const queueFigures = (row: QueueRow): DashboardQueueFigures => ({ count: Number(row.count), oldestAt: row.oldest_at === null ? null : new Date(row.oldest_at) });

/** What the dashboard shows an admin of this role (decision 049): only the parts DASHBOARD_SECTION_ACCESS lets them see. */
export async function getDashboardOverview(deps: Deps, role: AdminRole): Promise<DashboardOverview> {
  const sees = (section: DashboardSection) => mayCall(role, DASHBOARD_SECTION_ACCESS[section]);
  const now = deps.clock.now();
  const istDay = istDate(now);
  const overview: DashboardOverview = { now, istDay };
  const em = deps.em;

  const queues = DASHBOARD_QUEUES.filter(sees);
  const reads: Array<Promise<void>> = [];
  if (queues.length) {
    reads.push(
      sql<QueueRow>(em, queues.map((queue) => `select '${queue}' as section, q.* from (${QUEUE_STATEMENTS[queue]}) q (count, oldest_at, top_ups)`).join(' union all ')).then((rows) => {
        for (const row of rows) {
          if (row.section === 'storeOrders') overview.storeOrders = { ...queueFigures(row), topUps: Number(row.top_ups) };
          else overview[row.section] = queueFigures(row);
        }
      }),
    );
  }
  if (sees('users')) {
    reads.push(sql<{ total: string }>(em, `select count(*) as total from users where deleted_at is null`).then(([row]) => void (overview.users = { total: Number(row?.total ?? 0) })));
  }
  if (sees('stock')) {
    // Each user could buy (balance ÷ price) of a product, rounded down; blocked or deleted accounts buy nothing.
    reads.push(
      sql<Pick<Row<'reward_products'>, 'id' | 'name' | 'enabled'> & { in_stock: string; could_buy: string }>(
        em,
        `select p.id, p.name, p.enabled,
                (select count(*) from reward_codes c where c.product_id = p.id and c.status = 'available') as in_stock,
                (select coalesce(sum(a.balance / p.price_paise), 0) from wallet_accounts a join users u on u.id = a.user_id
                  where a.kind = 'user' and a.balance >= p.price_paise and not u.is_blocked and u.deleted_at is null) as could_buy
         from reward_products p where p.kind <> 'free_fire_diamonds' and not p.demo
         order by p.enabled desc, p.kind, p.face_value, p.id`,
      ).then((rows) => {
        overview.stock = rows.map((row) => ({ productId: row.id, name: row.name, enabled: row.enabled, inStock: Number(row.in_stock), couldBuy: Number(row.could_buy) }));
      }),
    );
  }
  if (sees('payouts')) {
    reads.push(
      sql<Narrowed<Pick<Row<'game_configs'>, 'game' | 'enabled' | 'daily_budget_paise'>, { game: Game }> & { plays: number; paid_paise: string }>(
        em,
        `select g.game, g.enabled, g.daily_budget_paise, coalesce(d.plays, 0) as plays, coalesce(d.paid_paise, 0) as paid_paise
         from game_configs g left join game_days d on d.game = g.game and d.ist_day = ? order by g.game`,
        [istDay],
      ).then((rows) => {
        overview.payouts = rows.map((row) => ({ game: row.game, enabled: row.enabled, plays: Number(row.plays), paidPaise: Number(row.paid_paise), budgetPaise: Number(row.daily_budget_paise) }));
      }),
    );
  }
  if (sees('ledger')) {
    reads.push(
      sql<Pick<Row<'ledger_checks'>, 'checked_at' | 'ok' | 'problems'>>(em, `select checked_at, ok, problems from ledger_checks order by checked_at desc, id desc limit 1`).then(([row]) => {
        overview.ledger = row ? { checkedAt: new Date(row.checked_at), ok: row.ok, problems: row.problems } : null;
      }),
    );
  }
  if (sees('failedMails')) {
    reads.push(
      sql<{ count: string }>(em, `select count(*) as count from outbox_mails where status = 'failed' and next_attempt_at >= ?`, [new Date(now.getTime() - FAILED_MAIL_WINDOW_HOURS * HOUR_MS)]).then(([row]) => {
        overview.failedMails = { count: Number(row?.count ?? 0) };
      }),
    );
  }
  if (sees('failedJobs')) {
    // graphile-worker keeps a failed job with its last error: retried until its attempts run out, then left for a person.
    reads.push(
      sql<{ gave_up: string; retrying: string; last_error: string | null; last_failed_at: string | null }>(
        em,
        `select count(*) filter (where attempts >= max_attempts) as gave_up, count(*) filter (where attempts < max_attempts) as retrying,
                (array_agg(last_error order by updated_at desc))[1] as last_error, max(updated_at) as last_failed_at
         from graphile_worker.jobs where last_error is not null`,
      ).then(([row]) => {
        overview.failedJobs = {
          gaveUp: Number(row?.gave_up ?? 0),
          retrying: Number(row?.retrying ?? 0),
          lastError: row?.last_error ?? null,
          lastFailedAt: row?.last_failed_at ? new Date(row.last_failed_at) : null,
        };
      }),
    );
  }
  // One connection answers a request's statements in turn; awaiting them together only saves the waits between.
  await Promise.all(reads);
  return overview;
}
