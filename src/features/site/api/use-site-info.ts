import { trpc } from '../../../lib/trpc';
import { usePendingWhileHydrating } from '../../../lib/use-hydrating';

/** Support address and programme settings; they change rarely, so one fetch per visit. Pending while a prerendered page hydrates. */
export function useSiteInfo() {
  return usePendingWhileHydrating(trpc.site.info.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY }));
}
