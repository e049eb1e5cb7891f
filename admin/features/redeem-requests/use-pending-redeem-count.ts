import { trpc } from '../../lib/trpc';

/** The tab badge's pending count: the smallest page of the list, so it refreshes whenever the list does; not asked for by a role that may not see it. */
export function usePendingRedeemCount(enabled = true): number | undefined {
  const pending = trpc.redeemRequests.list.useQuery({ status: 'pending', page: 1, pageSize: 1 }, { enabled, meta: { silentErrors: true } });
  return pending.data?.pendingCount;
}
