import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { PanelHeader } from '../../components/panel';
import { QueueOrderToggle } from '../../components/queue-order-toggle';
import { UrlFilterGroup } from '../../components/url-filter-group';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { FulfilOrderDialog } from './fulfil-order-dialog';
import { RejectOrderDialog } from './reject-order-dialog';
import { ReissueOrderDialog } from './reissue-order-dialog';
import type { AdminRewardOrder } from './order-dialog-parts';
import { ORDER_COLUMNS, OrderActions, type OrderAction } from './reward-order-columns';
import { ORDER_STATUS_LABELS } from './rewards-labels';

/** Pending first: it is the queue's work, so it is the filter when the URL names none; `reported`: delivered codes their buyers reported. */
export const REWARD_ORDER_FILTERS = ['pending', 'fulfilled', 'reported', 'rejected', 'all'] as const;
type OrderFilter = (typeof REWARD_ORDER_FILTERS)[number];
const FILTER_LABELS: Record<OrderFilter, string> = { ...ORDER_STATUS_LABELS, reported: m['rewards.orders.status.reported'](), all: m['rewards.orders.status.all']() };
const routeApi = getRouteApi('/_dashboard/rewards');

/** The orders queue: orders by status (or reported by their buyer), oldest first unless the URL says newest, each with the action its state allows. */
export function RewardOrdersQueue() {
  const { status: filter = 'pending', order = 'oldest', page = 1 } = routeApi.useSearch();
  const orders = trpc.rewardOrders.list.useQuery({ status: filter === 'all' ? undefined : filter, order, page, pageSize: PAGE_SIZE }, KEEP_PAGE);
  const [open, setOpen] = useState<{ order: AdminRewardOrder; action: OrderAction } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  const dialogProps = open ? { order: open.order, onClose: close, fallbackFocus: () => headingRef.current } : null;

  return (
    <section aria-labelledby="reward-orders-heading">
      <PanelHeader id="reward-orders-heading" documentTitle={m['rewards.orders.document-title']()} headingRef={headingRef} title={m['rewards.orders.title']()} description={m['rewards.orders.description']()}>
        <UrlFilterGroup label={m['rewards.orders.filter-label']()} options={REWARD_ORDER_FILTERS} labels={FILTER_LABELS} value={filter} fallback="pending" />
        <QueueOrderToggle value={order} />
        <DownloadCsvButton path="/api/admin/reward-orders" query={{ status: filter === 'all' ? undefined : filter, order }} />
      </PanelHeader>
      <PagedTable
        query={orders}
        rows={(data) => data.orders}
        page={page}
        words={{ caption: m['rewards.orders.caption'](), pages: m['rewards.orders.pages-label'](), loading: m['rewards.orders.loading'](), failed: m['rewards.orders.load-failed']() }}
        empty={<EmptyState title={m['rewards.orders.empty.title']()}>{emptyText(filter)}</EmptyState>}
        columns={ORDER_COLUMNS}
        stackBelow="xl"
        rowTestId="reward-order"
        actions={(order) => <OrderActions order={order} onAction={(action) => setOpen({ order, action })} />}
      />
      {dialogProps && open?.action === 'fulfil' ? <FulfilOrderDialog {...dialogProps} /> : null}
      {dialogProps && open?.action === 'reject' ? <RejectOrderDialog {...dialogProps} /> : null}
      {dialogProps && open?.action === 'reissue' ? <ReissueOrderDialog {...dialogProps} /> : null}
    </section>
  );
}

function emptyText(filter: OrderFilter): string {
  if (filter === 'pending') return m['rewards.orders.empty.pending']();
  if (filter === 'all') return m['rewards.orders.empty.all']();
  if (filter === 'reported') return m['rewards.orders.empty.reported']();
  return m['rewards.orders.empty.filtered']({ filter: FILTER_LABELS[filter].toLowerCase() });
}
