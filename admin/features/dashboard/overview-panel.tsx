import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { DASHBOARD_QUEUES, FAILED_MAIL_WINDOW_HOURS, stockIsShort, type DashboardOverview, type DashboardQueue } from '#contract/admin-dashboard/schemas';
import type { PayoutClock } from '#contract/stats/schemas';
import { GAME_NAMES } from '#contract/games/names';
import { CLOCK_DAY_SECONDS, CLOCK_FAST_SECONDS, clockShare, meetsClockGoal, STATS_WINDOW_DAYS, STILL_WAITING, type ClockKind, type ClockPercentile } from '#contract/stats/rules';
import { formatCount, formatDateTime, formatIsoDate, formatRupees } from '#kit/lib/format';
import { formatDuration, formatShare } from '#kit/lib/format-duration';
import { DataTable, type Column } from '#kit/ui/data-table';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { Badge, PanelHeader } from '../../components/panel';
import { m } from '../../i18n/paraglide/messages';
import { ageText, useDashboardOverview } from './use-overview';

/** Where each queue's card leads: its screen with the filter that shows exactly its items. */
const QUEUE_LINKS: Record<DashboardQueue, LinkProps> = {
  withdrawals: { to: '/redeem-requests', search: { status: 'pending' } },
  storeOrders: { to: '/rewards', search: { view: 'orders', status: 'pending' } },
  reportedCodes: { to: '/rewards', search: { view: 'orders', status: 'reported' } },
  taskReviews: { to: '/tasks', search: { view: 'review', status: 'pending' } },
  flaggedReferrals: { to: '/referrals', search: { status: 'review' } },
  appeals: { to: '/appeals' },
  contacts: { to: '/contacts', search: { filter: 'unread' } },
};

const SECTION = 'rounded-lg border border-slate-200 bg-white p-4 shadow-xs';
const MORE = 'mt-3 inline-block text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500';

/** The admin index (issue 31, decision 049): what needs an operator today, each figure a link to where it is handled. */
export function OverviewPanel() {
  const overview = useDashboardOverview();
  return (
    <div>
      <PanelHeader title={m['dashboard.title']()} documentTitle={m['dashboard.document-title']()} description={m['dashboard.description']()} />
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState message={messageFor(overview.error, m['layout.fetch-failed']())} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <Overview data={overview.data} />
      )}
    </div>
  );
}

function Overview({ data }: { data: DashboardOverview }) {
  const queues = DASHBOARD_QUEUES.filter((queue) => data[queue]);
  const seesAnything = queues.length > 0 || data.stock || data.payouts || data.payoutClock || data.ledger !== undefined || data.failedMails || data.failedJobs;
  if (!seesAnything) return <p className="text-sm text-slate-600">{m['dashboard.nothing-for-role']()}</p>;
  return (
    <div className="grid gap-4">
      {queues.length ? (
        <section aria-labelledby="dashboard-queues">
          <h3 id="dashboard-queues" className="sr-only">
            {m['dashboard.queues.heading']()}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {queues.map((queue) => (
              <li key={queue}>
                <QueueCard queue={queue} data={data} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-2">
        {data.stock ? <StockSection stock={data.stock} /> : null}
        {data.payouts ? <PayoutsSection payouts={data.payouts} istDay={data.istDay} /> : null}
      </div>
      {data.payoutClock ? <PayoutClockSection clock={data.payoutClock} /> : null}
      {data.ledger !== undefined || data.failedMails || data.failedJobs ? (
        <div className="grid gap-4 md:grid-cols-3">
          {data.ledger !== undefined ? <LedgerSection ledger={data.ledger} /> : null}
          {data.failedMails ? (
            <Section id="dashboard-mails" title={m['dashboard.mails.heading']()}>
              <p className="text-sm text-slate-700" data-testid="failed-mails">
                <Figure warn={data.failedMails.count > 0}>{m['dashboard.mails.count']({ count: formatCount(data.failedMails.count), hours: FAILED_MAIL_WINDOW_HOURS })}</Figure>
              </p>
              <Link to="/mail" className={MORE}>
                {m['dashboard.mails.open']()}
              </Link>
            </Section>
          ) : null}
          {data.failedJobs ? (
            <Section id="dashboard-jobs" title={m['dashboard.jobs.heading']()}>
              {data.failedJobs.gaveUp + data.failedJobs.retrying === 0 ? (
                <p className="text-sm text-slate-700">{m['dashboard.jobs.none']()}</p>
              ) : (
                <ul className="text-sm text-slate-700" data-testid="failed-jobs">
                  <li>
                    <Figure warn={data.failedJobs.gaveUp > 0}>{m['dashboard.jobs.gave-up']({ count: formatCount(data.failedJobs.gaveUp) })}</Figure>
                  </li>
                  <li>{m['dashboard.jobs.retrying']({ count: formatCount(data.failedJobs.retrying) })}</li>
                  {data.failedJobs.lastError && data.failedJobs.lastFailedAt ? (
                    <li className="mt-1 break-words text-xs text-slate-600">{m['dashboard.jobs.last-error']({ when: formatDateTime(data.failedJobs.lastFailedAt), error: data.failedJobs.lastError })}</li>
                  ) : null}
                </ul>
              )}
              <p className="mt-2 text-xs text-slate-500">{m['dashboard.jobs.where']()}</p>
            </Section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function QueueCard({ queue, data }: { queue: DashboardQueue; data: DashboardOverview }) {
  const figures = data[queue]!;
  const waiting = figures.count > 0;
  return (
    <Link
      {...QUEUE_LINKS[queue]}
      data-testid={`queue-${queue}`}
      className={`block h-full rounded-lg border bg-white p-4 shadow-xs hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 ${waiting ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <span className="block text-sm font-medium text-slate-600">{m[`dashboard.queue.${queue}`]()}</span>
      <span className="mt-1 block text-3xl font-semibold tabular-nums text-slate-900">{formatCount(figures.count)}</span>
      <span className="mt-1 block text-xs text-slate-600">
        {figures.oldestAt ? m['dashboard.queue.oldest']({ age: ageText(figures.oldestAt, data.now) }) : m['dashboard.queue.empty']()}
      </span>
      {queue === 'storeOrders' && data.storeOrders && data.storeOrders.topUps > 0 ? (
        <span className="mt-0.5 block text-xs text-slate-600">{m['dashboard.queue.top-ups']({ count: formatCount(data.storeOrders.topUps) })}</span>
      ) : null}
    </Link>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {intro ? <p className="mt-0.5 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A figure that needs attention is said in words too ("Short by 22"), never by colour alone. */
function Figure({ warn, children }: { warn: boolean; children: ReactNode }) {
  return <span className={warn ? 'font-semibold text-red-700' : undefined}>{children}</span>;
}

function StockSection({ stock }: { stock: NonNullable<DashboardOverview['stock']> }) {
  return (
    <Section id="dashboard-stock" title={m['dashboard.stock.heading']()} intro={m['dashboard.stock.intro']()}>
      {stock.length === 0 ? (
        <p className="text-sm text-slate-600">{m['dashboard.stock.none']()}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="dashboard-stock">
          {stock.map((product) => (
            <li key={product.productId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{product.name}</span>
                {product.enabled ? null : <span className="ml-1 text-xs text-slate-500">({m['dashboard.stock.off']()})</span>}
                <span className="block text-slate-600 tabular-nums">{m['dashboard.stock.line']({ inStock: formatCount(product.inStock), couldBuy: formatCount(product.couldBuy) })}</span>
              </span>
              {stockIsShort(product) ? (
                <Badge tone="red">{m['dashboard.stock.short']({ count: formatCount(product.couldBuy - product.inStock) })}</Badge>
              ) : (
                <Badge tone="green">{m['dashboard.stock.enough']()}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/rewards" className={MORE}>
        {m['dashboard.stock.open']()}
      </Link>
    </Section>
  );
}

function PayoutsSection({ payouts, istDay }: { payouts: NonNullable<DashboardOverview['payouts']>; istDay: string }) {
  return (
    <Section id="dashboard-payouts" title={m['dashboard.payouts.heading']({ day: formatIsoDate(istDay) })} intro={m['dashboard.payouts.intro']()}>
      <table className="w-full text-sm" data-testid="dashboard-payouts">
        <thead className="text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {m['dashboard.payouts.game']()}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {m['dashboard.payouts.plays']()}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {m['dashboard.payouts.paid']()}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {m['dashboard.payouts.budget']()}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {m['dashboard.payouts.used']()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {payouts.map((payout) => {
            // The calendar pays every signed-in day's claim: it has no budget (the games screen says the same).
            const budgeted = payout.game !== 'daily-login';
            const percent = payout.budgetPaise > 0 ? Math.round((payout.paidPaise / payout.budgetPaise) * 100) : 0;
            return (
              <tr key={payout.game}>
                <th scope="row" className="py-1.5 text-left font-medium text-slate-900">
                  {GAME_NAMES[payout.game]}
                  {payout.enabled ? null : <span className="ml-1 text-xs font-normal text-slate-500">({m['dashboard.payouts.off']()})</span>}
                </th>
                <td className="py-1.5 text-right">{formatCount(payout.plays)}</td>
                <td className="py-1.5 text-right">{formatRupees(payout.paidPaise)}</td>
                <td className="py-1.5 text-right">{budgeted ? formatRupees(payout.budgetPaise) : m['dashboard.payouts.no-budget']()}</td>
                <td className="py-1.5 text-right">{budgeted ? <Figure warn={percent >= 90}>{percent}%</Figure> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Link to="/games" className={MORE}>
        {m['dashboard.payouts.open']()}
      </Link>
    </Section>
  );
}

const CLOCK_KIND_NAMES: Record<ClockKind, () => string> = {
  store_code: () => m['dashboard.clock.kind.store_code'](),
  top_up: () => m['dashboard.clock.kind.top_up'](),
  withdrawal: () => m['dashboard.clock.kind.withdrawal'](),
};

/** The public payout clock's figures and its goals, per kind (decision 058); a missed goal is said in words and in red. */
function PayoutClockSection({ clock }: { clock: NonNullable<DashboardOverview['payoutClock']> }) {
  const fast = formatDuration(CLOCK_FAST_SECONDS);
  const day = formatDuration(CLOCK_DAY_SECONDS);
  const share = (within: number, counted: number) => {
    const value = clockShare(within, counted);
    return value === null ? m['dashboard.clock.too-few']() : formatShare(value);
  };
  const time = (percentile: ClockPercentile) => (percentile === null ? m['dashboard.clock.too-few']() : percentile === STILL_WAITING ? m['dashboard.clock.over-day']({ day }) : formatDuration(percentile));
  const goal = (percentile: ClockPercentile, goalSeconds: number) => {
    const met = meetsClockGoal(percentile, goalSeconds);
    if (met === null) return m['dashboard.clock.too-few']();
    return met ? <Badge tone="green">{m['dashboard.clock.met']()}</Badge> : <Badge tone="red">{m['dashboard.clock.missed']()}</Badge>;
  };
  const columns: Column<PayoutClock>[] = [
    { header: m['dashboard.clock.kind'](), cell: (row) => CLOCK_KIND_NAMES[row.kind](), rowHeader: true },
    {
      header: m['dashboard.clock.counted'](),
      cell: (row) => (
        <span>
          {formatCount(row.counted)}
          {row.stillWaiting > 0 ? <span className="block text-xs text-red-700">{m['dashboard.clock.waiting']({ count: formatCount(row.stillWaiting) })}</span> : null}
          {row.leftOut > 0 ? <span className="block text-xs text-slate-600">{m['dashboard.clock.left-out']({ count: formatCount(row.leftOut) })}</span> : null}
        </span>
      ),
      align: 'end',
    },
    { header: m['dashboard.clock.within']({ limit: fast }), cell: (row) => share(row.withinFast, row.counted), align: 'end' },
    { header: m['dashboard.clock.within']({ limit: day }), cell: (row) => share(row.withinDay, row.counted), align: 'end' },
    { header: m['dashboard.clock.median'](), cell: (row) => time(row.medianSeconds), align: 'end' },
    { header: m['dashboard.clock.p90'](), cell: (row) => time(row.p90Seconds), align: 'end' },
    { header: m['dashboard.clock.goal-median'](), cell: (row) => goal(row.medianSeconds, CLOCK_FAST_SECONDS), align: 'end' },
    { header: m['dashboard.clock.goal-p90'](), cell: (row) => goal(row.p90Seconds, CLOCK_DAY_SECONDS), align: 'end' },
  ];
  return (
    <Section id="dashboard-clock" title={m['dashboard.clock.heading']({ days: STATS_WINDOW_DAYS })} intro={m['dashboard.clock.intro']({ fast, day })}>
      <DataTable caption={m['dashboard.clock.caption']()} columns={columns} rows={clock} rowKey={(row) => row.kind} rowTestId="dashboard-clock-row" stackBelow="xl" />
    </Section>
  );
}

function LedgerSection({ ledger }: { ledger: DashboardOverview['ledger'] }) {
  return (
    <Section id="dashboard-ledger" title={m['dashboard.ledger.heading']()}>
      {ledger ? (
        <p className="text-sm text-slate-700" data-testid="ledger-check">
          <time dateTime={ledger.checkedAt.toISOString()}>{formatDateTime(ledger.checkedAt)}</time>:{' '}
          <Figure warn={!ledger.ok}>{ledger.ok ? m['dashboard.ledger.ok']() : m['dashboard.ledger.failed']({ count: formatCount(ledger.problems) })}</Figure>
        </p>
      ) : (
        <p className="text-sm text-slate-700">{m['dashboard.ledger.never']()}</p>
      )}
      <Link to="/ledger" className={MORE}>
        {m['dashboard.ledger.open']()}
      </Link>
    </Section>
  );
}
