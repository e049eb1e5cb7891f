import { trpc } from '../../lib/trpc';

/**
 * Pending withdrawal requests for the tab badge. Every `redeemRequests.list` answer carries
 * `pendingCount`; this asks for the smallest page, and is refreshed whenever the list is
 * invalidated (completing or rejecting a request).
 */
export function usePendingRedeemCount(): number | undefined {
  const pending = trpc.redeemRequests.list.useQuery({ status: 'pending', page: 1, pageSize: 1 }, { meta: { silentErrors: true } });
  return pending.data?.pendingCount;
}
