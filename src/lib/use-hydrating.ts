import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React hydrates a prerendered page, or a lazy part of it whose code arrived later
 * (decision 016). React reads the third snapshot only when hydrating and at prerender; a
 * browser-only render, and Preact's, read `false`.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(neverChanges, () => false, () => true);
}

/**
 * A query's result as the prerendered HTML saw it — not answered yet — while that HTML hydrates;
 * its real result from the next render on. The HTML was made with no query answered, and a query
 * that answered before the page (or a lazy part of it) hydrated would otherwise hydrate different
 * markup.
 */
export function usePendingWhileHydrating<Result extends { data: unknown }>(query: Result): Result {
  const hydrating = useHydrating();
  if (!hydrating) return query;
  return { ...query, data: undefined, status: 'pending', isPending: true, isSuccess: false, isError: false, error: null };
}
