import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DataTable } from '#kit/ui/data-table';
import { FilterGroup } from '#kit/ui/filter-group';
import { EmptyState } from '#kit/ui/states';
import { PagedList } from '../../components/paged-list';
import { PanelHeader } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { FulfilOrderDialog } from './fulfil-order-dialog';
import { RejectOrderDialog } from './reject-order-dialog';
import { ReissueOrderDialog } from './reissue-order-dialog';
import type { AdminRewardOrder } from './order-dialog-parts';
import { OrderActions, type OrderAction } from './order-actions';
import { ORDER_COLUMNS } from './reward-order-columns';
import { ORDER_STATUS_LABELS } from './rewards-messages';

/** Pending first: it is the queue's work, so it is the filter when the URL names none. */
export const REWARD_ORDER_FILTERS = ['pending', 'fulfilled', 'rejected', 'all'] as const;
type OrderFilter = (typeof REWARD_ORDER_FILTERS)[number];
const FILTER_LABELS: Record<OrderFilter, string> = { ...ORDER_STATUS_LABELS, all: m['rewards.orders.status.all']() };
export const REWARD_ORDERS_PAGE_SIZE = 20;

const routeApi = getRouteApi('/_dashboard/rewards');

/** The orders queue: orders by status, newest first, each with the action its state allows. */
export function RewardOrdersQueue() {
  useDocumentTitle(m['rewards.orders.document-title']());
  const { status: filter = 'pending', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const orders = trpc.rewardOrders.list.useQuery({ status: filter === 'all' ? undefined : filter, page, pageSize: REWARD_ORDERS_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const [open, setOpen] = useState<{ order: AdminRewardOrder; action: OrderAction } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  const dialogProps = open ? { order: open.order, onClose: close, fallbackFocus: () => headingRef.current } : null;

  return (
    <section aria-labelledby="reward-orders-heading">
      <PanelHeader id="reward-orders-heading" headingRef={headingRef} title={m['rewards.orders.title']()} description={m['rewards.orders.description']()}>
        <FilterGroup
          label={m['rewards.orders.filter-label']()}
          options={REWARD_ORDER_FILTERS}
          labels={FILTER_LABELS}
          value={filter}
          onChange={(option) => void navigate({ search: (previous) => ({ ...previous, status: option === 'pending' ? undefined : option, page: undefined }) })}
        />
      </PanelHeader>
      <PagedList
        query={orders}
        rows={(data) => data.orders}
        total={(data) => data.total}
        page={page}
        pageSize={REWARD_ORDERS_PAGE_SIZE}
        pagesLabel={m['rewards.orders.pages-label']()}
        loadingLabel={m['rewards.orders.loading']()}
        errorMessage={m['rewards.orders.load-failed']()}
        empty={<EmptyState title={m['rewards.orders.empty.title']()}>{emptyText(filter)}</EmptyState>}
      >
        {(rows) => (
          <DataTable
            caption={m['rewards.orders.caption']()}
            columns={ORDER_COLUMNS}
            rows={rows}
            rowKey={(order) => order.id}
            stackBelow="xl"
            rowTestId="reward-order"
            actions={(order) => <OrderActions order={order} onAction={(action) => setOpen({ order, action })} />}
          />
        )}
      </PagedList>
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
