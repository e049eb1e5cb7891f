import { useQueryClient } from '@tanstack/react-query';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useCapability } from '../../site';

export type StoreReward = RouterOutputs['rewards']['list'][number];
export type PlacedRewardOrder = RouterOutputs['rewards']['redeem'];
export type RewardOrder = RouterOutputs['rewards']['orders']['orders'][number];
export type RewardOrderDetail = RouterOutputs['rewards']['order'];

/** How many of the newest orders the redeem history shows. */
export const RECENT_ORDERS_PAGE_SIZE = 20;

/** The store's products with the server's price and stock; stock changes with every order, so never kept stale. */
export function useStoreRewards() {
  return trpc.rewards.list.useQuery(undefined, { staleTime: 0 });
}

export function useRewardOrders(page: number, pageSize: number, enabled = true) {
  return trpc.rewards.orders.useQuery({ page, pageSize }, { enabled, placeholderData: (previous) => previous });
}

/** Whether the redeem history's store orders list has any (the same query as its section); undefined until known. */
export function useHasRewardOrders(): boolean | undefined {
  const store = useCapability('store');
  const orders = useRewardOrders(1, RECENT_ORDERS_PAGE_SIZE, store);
  if (!store) return false;
  return orders.data ? orders.data.orders.length > 0 : undefined;
}

/** How often /success asks again about a pending order: soon while the supplier is asked (decision 060), rarely while people decide. */
export const SUPPLIER_POLL_MS = 4_000;
export const PENDING_POLL_MS = 60_000;

/**
 * One of the user's own orders by its id (/success): another user's id is not found, as on the server.
 * A pending order is asked about again until it is settled, so a code bought from the supplier shows within seconds.
 */
export function useRewardOrder(id: string | undefined) {
  return trpc.rewards.order.useQuery(
    { id: id ?? '' },
    {
      enabled: id !== undefined,
      refetchInterval: (query) => {
        const order = query.state.data;
        if (order?.status !== 'pending') return false;
        return order.waitReason === 'buying' || order.waitReason === 'supplier-slow' ? SUPPLIER_POLL_MS : PENDING_POLL_MS;
      },
    },
  );
}

const placedKey = (id: string) => ['rewards', 'placed', id] as const;

/** The answer to placing an order is the only place its code travels unasked (decision 019): kept in memory for /success. */
export function usePlacedOrders() {
  const queryClient = useQueryClient();
  return {
    remember: (order: PlacedRewardOrder) => queryClient.setQueryData(placedKey(order.id), order),
    recall: (id: string) => queryClient.getQueryData<PlacedRewardOrder>(placedKey(id)),
  };
}
