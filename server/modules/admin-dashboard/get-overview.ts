import { mayCall, type AdminRole } from '#contract/admin-auth/roles';
import {
  DASHBOARD_QUEUES,
  DASHBOARD_SECTION_ACCESS,
  FAILED_MAIL_WINDOW_HOURS,
  type DashboardOverview,
  type DashboardSection,
} from '#contract/admin-dashboard/schemas';
import type { Game } from '#contract/games/schemas';
import { istDate } from '#contract/time/ist';
import { HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import { CODES_IN_STOCK, readQueueFigures, STOCKED_PRODUCTS } from './queue-figures';
import { readPayoutClock } from '../stats';
import type { Row } from '../../../db/row-types.gen';

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
      readQueueFigures(em, queues, now).then((rows) => {
        for (const { queue, count, oldestAt, topUps } of rows) {
          if (queue === 'storeOrders') overview.storeOrders = { count, oldestAt, topUps };
          else if (queue !== 'approvals') overview[queue] = { count, oldestAt };
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
        `select p.id, p.name, p.enabled, ${CODES_IN_STOCK} as in_stock,
                (select coalesce(sum(a.balance / p.price_paise), 0) from wallet_accounts a join users u on u.id = a.user_id
                  where a.kind = 'user' and a.balance >= p.price_paise and not u.is_blocked and u.deleted_at is null) as could_buy
         from ${STOCKED_PRODUCTS}
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
  if (sees('payoutClock')) {
    reads.push(readPayoutClock(em, now).then((clock) => void (overview.payoutClock = clock)));
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
