import { MAX_PAGE } from '#contract/shared-rules';

// Apart from Pagination: routes' `validateSearch` run in the route tree every page loads.

/** Number of pages for `total` items, at least 1 so an empty list still has a first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Reads `?page=` leniently: a whole number from 2 up to the server's ceiling, else the first page (kept out of the URL). */
export function parsePage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined;
}

/** `validateSearch` for a route whose only search parameter is the page. */
export function parsePageSearch(search: Record<string, unknown>): { page?: number } {
  return { page: parsePage(search.page) };
}
