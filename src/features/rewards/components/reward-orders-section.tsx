import { Card, Section } from '../../../components/ui/feedback';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { asWritten } from '#i18n/as-written';
import { m } from '#i18n/paraglide/messages';
import { useCapability } from '../../site';
import { RECENT_ORDERS_PAGE_SIZE, useRewardOrders } from '../api/store-queries';
import { RewardOrderCard, type HistoryStatusBadge } from './reward-order-card';

/** The reward orders beside the withdrawals on /redeem-history (issue 16), while the store is on. */
export function RewardOrdersSection({ StatusBadge }: { StatusBadge: HistoryStatusBadge }) {
  const store = useCapability('store');
  const orders = useRewardOrders(1, RECENT_ORDERS_PAGE_SIZE, store);
  if (!store) return null;
  return (
    <Section titleId="reward-orders-title" title={m['store.orders.title']()} titleClassName="mb-4 text-xl font-bold text-white" className="mt-8">
      {orders.isPending ? (
        <Card>
          <LoadingState label={m['store.orders.loading']()} lines={3} />
        </Card>
      ) : orders.isError ? (
        <ErrorState message={messageFor(orders.error, m['account.failed-to-fetch']())} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.orders.length === 0 ? (
        <Card className="py-8 text-center">
          <EmptyState title={m['store.orders.empty']()} />
        </Card>
      ) : (
        <ul className="space-y-4" aria-label={m['store.orders.list']()}>
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <RewardOrderCard order={order} name={asWritten(order.productName)} StatusBadge={StatusBadge} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
