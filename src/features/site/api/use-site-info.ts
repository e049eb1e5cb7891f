import { trpc } from '../../../lib/trpc';

/** Support address and programme settings; they change rarely, so one fetch per visit. */
export function useSiteInfo() {
  return trpc.site.info.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
