import { createFileRoute } from '@tanstack/react-router';
import { REWARD_ORDER_FILTERS } from '../../features/rewards/reward-orders-queue';
import { RewardsPanel } from '../../features/rewards/rewards-panel';
import { parseQueueOrder, parseViewSearch } from '../../lib/search-params';

/** The products, or (`view=orders`) the orders queue by status: pending and oldest first when the URL names none. */
export const Route = createFileRoute('/_dashboard/rewards')({
  validateSearch: (search: Record<string, unknown>) => ({ ...parseViewSearch(search, 'orders', REWARD_ORDER_FILTERS), ...parseQueueOrder(search) }),
  component: RewardsPanel,
});
