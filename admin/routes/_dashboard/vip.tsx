import { createFileRoute } from '@tanstack/react-router';
import { VIP_ORDER_STATUSES } from '#contract/vip/rules';
import { VipPaymentsPanel } from '../../features/vip/vip-payments-panel';
import { parseListSearch } from '../../lib/search-params';

/** No `status`: every status. */
export const Route = createFileRoute('/_dashboard/vip')({
  validateSearch: (search: Record<string, unknown>) => parseListSearch(search, VIP_ORDER_STATUSES),
  component: VipPaymentsPanel,
});
