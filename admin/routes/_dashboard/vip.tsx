import { createFileRoute } from '@tanstack/react-router';
import { VIP_ORDER_STATUSES } from '#contract/vip/rules';
import { VipPaymentsPanel } from '../../features/vip/vip-payments-panel';
import { parseOneOf } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface VipSearch {
  /** Absent means every status. */
  status?: (typeof VIP_ORDER_STATUSES)[number];
  page?: number;
}

export const Route = createFileRoute('/_dashboard/vip')({
  validateSearch: (search: Record<string, unknown>): VipSearch => ({
    status: parseOneOf(search['status'], VIP_ORDER_STATUSES),
    page: parsePage(search['page']),
  }),
  component: VipPaymentsPanel,
});
