import { createFileRoute } from '@tanstack/react-router';
import { REFERRAL_STATUSES, type ReferralStatus } from '#contract/referrals/rules';
import { ReferralsPanel } from '../../features/referrals/referrals-panel';
import { parseListSearch, parseQueueOrder, type ListSearch } from '../../lib/search-params';

/** No `status`: every status; `flagged`: only referrals an abuse guard flagged. */
export const Route = createFileRoute('/_dashboard/referrals')({
  validateSearch: (search: Record<string, unknown>): ListSearch<ReferralStatus> & { flagged?: true } & ReturnType<typeof parseQueueOrder> => {
    const { status, page } = parseListSearch(search, REFERRAL_STATUSES);
    return { status, flagged: search['flagged'] === true || search['flagged'] === 'true' ? true : undefined, page, ...parseQueueOrder(search) };
  },
  component: ReferralsPanel,
});
