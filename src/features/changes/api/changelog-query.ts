import { trpc, type RouterOutputs } from '../../../lib/trpc';

export type PublicChange = RouterOutputs['changes']['list']['pending'][number];

/** The changelog (decision 044): what is announced and what has applied; changes only when an admin schedules or the job applies one. */
export function useChangelog() {
  return trpc.changes.list.useQuery(undefined, { staleTime: 60_000 });
}
