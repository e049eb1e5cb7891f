import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../kit/ui/button';

/** Number of pages for `total` items, at least 1 so an empty list still reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Reads `?page=` from the address bar: a whole number from 1, else the first page (kept out of the URL). */
export function parsePageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined };
}

const DISABLED = 'pointer-events-none opacity-50';

/**
 * Previous / Next as real links to `?page=N` (back and forward work, and a page can be shared),
 * with "Page X of Y" between them. A missing neighbour shows as a disabled link.
 */
export function Pagination({ page, total, pageSize, label }: { page: number; total: number; pageSize: number; label: string }) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pages ? page + 1 : null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {previous ? (
        <Link to="." search={{ page: previous > 1 ? previous : undefined }} className={buttonClasses('secondary')}>
          Previous
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={buttonClasses('secondary', DISABLED)}>
          Previous
        </span>
      )}
      <p className="text-sm text-indigo-200" aria-live="polite">
        Page {page} of {pages}
      </p>
      {next ? (
        <Link to="." search={{ page: next }} className={buttonClasses('secondary')}>
          Next
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={buttonClasses('secondary', DISABLED)}>
          Next
        </span>
      )}
    </nav>
  );
}
