import { createFileRoute } from '@tanstack/react-router';
import { RedeemRequestsPanel } from '../../features/redeem-requests/redeem-requests-panel';
import { parseListSearch } from '../../lib/search-params';

/** No `status`: every status. */
export const Route = createFileRoute('/_dashboard/redeem-requests')({
  validateSearch: (search: Record<string, unknown>) => parseListSearch(search, ['pending', 'completed', 'rejected']),
  component: RedeemRequestsPanel,
});
