import { createFileRoute } from '@tanstack/react-router';
import { REWARD_ORDER_FILTERS } from '../../features/rewards/reward-orders-queue';
import { RewardsPanel } from '../../features/rewards/rewards-panel';
import { parseOneOf } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface RewardsSearch {
  /** Absent: the products; `orders`: the orders queue. */
  view?: 'orders';
  /** The queue's filter; absent means pending (the queue's work comes first). */
  status?: (typeof REWARD_ORDER_FILTERS)[number];
  page?: number;
}

export const Route = createFileRoute('/_dashboard/rewards')({
  validateSearch: (search: Record<string, unknown>): RewardsSearch => ({
    view: parseOneOf(search['view'], ['orders'] as const),
    status: parseOneOf(search['status'], REWARD_ORDER_FILTERS),
    page: parsePage(search['page']),
  }),
  component: RewardsPanel,
});
