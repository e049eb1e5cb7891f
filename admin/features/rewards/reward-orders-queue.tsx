import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { FilterGroup } from '#kit/ui/filter-group';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { Badge } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { FulfilOrderDialog } from './fulfil-order-dialog';
import { RejectOrderDialog } from './reject-order-dialog';
import { ReissueOrderDialog } from './reissue-order-dialog';
import { orderAge, type AdminRewardOrder } from './order-dialog-parts';
import { KIND_LABELS } from './rewards-messages';

/** Pending first: it is the queue's work, so it is the filter when the URL names none. */
export const REWARD_ORDER_FILTERS = ['pending', 'fulfilled', 'rejected', 'all'] as const;
type OrderFilter = (typeof REWARD_ORDER_FILTERS)[number];
const FILTER_LABELS: Record<OrderFilter, string> = {
  pending: m['rewards.orders.status.pending'](),
  fulfilled: m['rewards.orders.status.fulfilled'](),
  rejected: m['rewards.orders.status.rejected'](),
  all: m['rewards.orders.status.all'](),
};
export const REWARD_ORDERS_PAGE_SIZE = 20;

const STATUS_TONES = { pending: 'amber', fulfilled: 'green', rejected: 'red' } as const;

type Action = 'fulfil' | 'reject' | 'reissue';

const routeApi = getRouteApi('/_dashboard/rewards');

/** The orders queue: orders by status, newest first, each with the action its state allows. */
export function RewardOrdersQueue() {
  useDocumentTitle(m['rewards.orders.document-title']());
  const { status: filter = 'pending', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const orders = trpc.rewardOrders.list.useQuery({ status: filter === 'all' ? undefined : filter, page, pageSize: REWARD_ORDERS_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const [open, setOpen] = useState<{ order: AdminRewardOrder; action: Action } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  const dialogProps = open ? { order: open.order, onClose: close, fallbackFocus: () => headingRef.current } : null;

  return (
    <section aria-labelledby="reward-orders-heading">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reward-orders-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {m['rewards.orders.title']()}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{m['rewards.orders.description']()}</p>
        </div>
        <FilterGroup
          label={m['rewards.orders.filter-label']()}
          options={REWARD_ORDER_FILTERS}
          labels={FILTER_LABELS}
          value={filter}
          onChange={(option) => void navigate({ search: (previous) => ({ ...previous, status: option === 'pending' ? undefined : option, page: undefined }) })}
        />
      </div>
      <ListStates
        query={orders}
        loadingLabel={m['rewards.orders.loading']()}
        errorMessage={m['rewards.orders.load-failed']()}
        isEmpty={(data) => data.orders.length === 0}
        empty={<EmptyState title={m['rewards.orders.empty.title']()}>{emptyText(filter)}</EmptyState>}
      >
        {(data) => (
          <>
            <DataTable
              caption={m['rewards.orders.caption']()}
              columns={COLUMNS}
              rows={data.orders}
              rowKey={(order) => order.id}
              stackBelow="xl"
              rowTestId="reward-order"
              actions={(order) => <OrderActions order={order} onAction={(action) => setOpen({ order, action })} />}
            />
            <div className="mt-4">
              <Pagination label={m['rewards.orders.pages-label']()} page={page} total={data.total} pageSize={REWARD_ORDERS_PAGE_SIZE} />
            </div>
          </>
        )}
      </ListStates>
      {dialogProps && open?.action === 'fulfil' ? <FulfilOrderDialog {...dialogProps} /> : null}
      {dialogProps && open?.action === 'reject' ? <RejectOrderDialog {...dialogProps} /> : null}
      {dialogProps && open?.action === 'reissue' ? <ReissueOrderDialog {...dialogProps} /> : null}
    </section>
  );
}

function emptyText(filter: OrderFilter): string {
  if (filter === 'pending') return m['rewards.orders.empty.pending']();
  if (filter === 'all') return m['rewards.orders.empty.all']();
  return m['rewards.orders.empty.filtered']({ filter: FILTER_LABELS[filter].toLowerCase() });
}

/** A reported delivery is still `fulfilled` on the server; the queue marks it, as it awaits a re-issue or a refund. */
const isReported = (order: AdminRewardOrder) => order.status === 'fulfilled' && order.reportedAt !== null;

const COLUMNS: Column<AdminRewardOrder>[] = [
  {
    header: m['rewards.orders.column.user'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: (order) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-medium text-slate-900">{order.user.name}</span>
        <span className="block text-xs break-words text-slate-600">{order.user.email}</span>
      </span>
    ),
  },
  {
    header: m['rewards.orders.column.product'](),
    cell: (order) => (
      <span className="text-right xl:text-left">
        <span className="block text-slate-900">{order.productName}</span>
        <Badge tone="indigo">{KIND_LABELS[order.kind]}</Badge>
      </span>
    ),
  },
  { header: m['rewards.orders.column.price'](), align: 'end', className: 'tabular-nums font-medium text-slate-900', cell: (order) => formatRupees(order.pricePaise) },
  {
    header: m['rewards.orders.column.destination'](),
    className: 'break-words text-slate-600',
    cell: (order) => (order.freeFireUid !== null ? m['rewards.orders.uid']({ uid: order.freeFireUid }) : (order.email ?? '—')),
  },
  {
    header: m['rewards.orders.column.age'](),
    className: 'whitespace-nowrap text-slate-600',
    cell: (order) => (
      <time dateTime={order.createdAt.toISOString()} title={`${formatDateTime(order.createdAt)} IST`}>
        {orderAge(order.createdAt)}
      </time>
    ),
  },
  { header: m['rewards.orders.column.status'](), className: 'text-slate-700', cell: (order) => <OrderState order={order} /> },
];

/** The status, and what came of the order: a code's last 4, a reference, a reason, or the buyer's report. */
function OrderState({ order }: { order: AdminRewardOrder }) {
  return (
    <span className="flex max-w-xs flex-col items-end gap-1 text-right break-words xl:items-start xl:text-left">
      <span className="flex flex-wrap gap-1">
        <Badge tone={STATUS_TONES[order.status]}>{FILTER_LABELS[order.status]}</Badge>
        {isReported(order) ? <Badge tone="amber">{m['rewards.orders.status.reported']()}</Badge> : null}
      </span>
      {/* The server sends an admin a code's last 4 characters, never the code. */}
      {order.codeLast4 !== null ? <span className="font-mono text-xs">{m['rewards.orders.code-last4']({ last4: order.codeLast4 })}</span> : null}
      {order.reference !== null ? <span className="text-xs">{m['rewards.orders.reference']({ reference: order.reference })}</span> : null}
      {order.reason !== null ? <span className="text-xs">{m['rewards.orders.reason']({ reason: order.reason })}</span> : null}
      {order.reportNote !== null ? <span className="text-xs text-amber-800">{m['rewards.orders.report-note']({ note: order.reportNote })}</span> : null}
      {order.reissueCount > 0 ? <span className="text-xs text-slate-600">{m['rewards.orders.reissued']()}</span> : null}
    </span>
  );
}

/** Pending: fulfil or reject. Reported: re-issue (once per order) or refund. Anything else is settled. */
function OrderActions({ order, onAction }: { order: AdminRewardOrder; onAction: (action: Action) => void }) {
  const names = { product: order.productName, name: order.user.name };
  const button = (action: Action, variant: 'primary' | 'danger' | 'secondary', text: string, label: string) => (
    <Button size="sm" variant={variant} aria-haspopup="dialog" aria-label={label} onClick={() => onAction(action)} className="flex-1 xl:flex-none">
      {text}
    </Button>
  );
  if (order.status === 'pending') {
    return (
      <div className="flex gap-2 xl:justify-end">
        {button('fulfil', 'primary', m['rewards.orders.fulfil'](), m['rewards.orders.fulfil-label'](names))}
        {button('reject', 'danger', m['rewards.orders.reject'](), m['rewards.orders.reject-label'](names))}
      </div>
    );
  }
  if (!isReported(order)) return null;
  return (
    <div className="flex gap-2 xl:justify-end">
      {order.reissueCount === 0 ? button('reissue', 'primary', m['rewards.orders.reissue'](), m['rewards.orders.reissue-label'](names)) : null}
      {button('reject', 'danger', m['rewards.orders.refund'](), m['rewards.orders.refund-label'](names))}
    </div>
  );
}
