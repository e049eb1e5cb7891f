import { createFileRoute } from '@tanstack/react-router';
import { RedeemRequestsPanel } from '../../features/redeem-requests/redeem-requests-panel';
import { parseOneOf } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

const STATUSES = ['pending', 'completed', 'rejected'] as const;

export interface RedeemRequestsSearch {
  /** Absent means all. */
  status?: (typeof STATUSES)[number];
  page?: number;
}

export const Route = createFileRoute('/_dashboard/redeem-requests')({
  validateSearch: (search: Record<string, unknown>): RedeemRequestsSearch => ({ status: parseOneOf(search['status'], STATUSES), page: parsePage(search['page']) }),
  component: RedeemRequestsPanel,
});
