import { createFileRoute } from '@tanstack/react-router';
import { RedeemRequestsPanel } from '../../features/redeem-requests/redeem-requests-panel';
import { parseListSearch, parseQueueOrder } from '../../lib/search-params';

/** No `status`: every status; no `order`: oldest first. */
export const Route = createFileRoute('/_dashboard/redeem-requests')({
  validateSearch: (search: Record<string, unknown>) => ({ ...parseListSearch(search, ['pending', 'completed', 'rejected']), ...parseQueueOrder(search) }),
  component: RedeemRequestsPanel,
});
