import { createFileRoute } from '@tanstack/react-router';
import { REFERRAL_STATUSES } from '#contract/referrals/rules';
import { ReferralsPanel } from '../../features/referrals/referrals-panel';
import { parseOneOf } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface ReferralsSearch {
  /** Absent means every status. */
  status?: (typeof REFERRAL_STATUSES)[number];
  /** Only referrals an abuse guard flagged; absent means all. */
  flagged?: true;
  page?: number;
}

export const Route = createFileRoute('/_dashboard/referrals')({
  validateSearch: (search: Record<string, unknown>): ReferralsSearch => ({
    status: parseOneOf(search['status'], REFERRAL_STATUSES),
    flagged: search['flagged'] === true || search['flagged'] === 'true' ? true : undefined,
    page: parsePage(search['page']),
  }),
  component: ReferralsPanel,
});
