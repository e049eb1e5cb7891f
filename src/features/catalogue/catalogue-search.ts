import { CATALOGUE_STATUSES, MAX_SEARCH_LENGTH, MONTH_PATTERN, type CatalogueStatus } from '#contract/catalogue/rules';

export type { CatalogueStatus };

export interface CatalogueSearch {
  q?: string;
  month?: string;
  status?: CatalogueStatus;
}

/**
 * The catalogue's filters live in the URL; a stale value is dropped, not an error. The server's
 * constants without zod, which would add ~9 KB to every page (decision 004); the server checks anyway.
 */
export function parseCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, MAX_SEARCH_LENGTH) : typeof search.q === 'number' ? String(search.q) : undefined;
  const month = typeof search.month === 'string' && MONTH_PATTERN.test(search.month) ? search.month : undefined;
  const status = CATALOGUE_STATUSES.find((value) => value === search.status);
  // Every key is always returned: an omitted key would let the raw, unchecked value through.
  return { q, month, status };
}
