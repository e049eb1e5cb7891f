import { trpc } from '../../lib/trpc';

/** Settings (ad client, partners) load with the page, so ad slots appear together with the content and nothing shifts later. */
export function useContentSettings() {
  return trpc.settings.content.useQuery(undefined, { staleTime: 5 * 60_000 });
}
