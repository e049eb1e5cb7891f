export const CATALOGUE_STATUSES = ['live', 'closed', 'pending'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export interface CatalogueSearch {
  q?: string;
  month?: string;
  status?: CatalogueStatus;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The catalogue's filters live in the URL (shareable, the back button works). A hand-edited or
 * stale value is dropped rather than failing the page. Hand-written rather than zod: route
 * options ship in the main bundle, and zod/mini would add about 9 KB gzipped to every page
 * (decision 004); the server validates the same values with its zod schema anyway.
 */
export function parseCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 100) : typeof search.q === 'number' ? String(search.q) : undefined;
  const month = typeof search.month === 'string' && MONTH.test(search.month) ? search.month : undefined;
  const status = CATALOGUE_STATUSES.find((value) => value === search.status);
  // Every key is always returned: an omitted key would let the raw, unchecked value through.
  return { q, month, status };
}
