import { Button } from '../../src/kit/ui/button';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / Next with "Page X of Y"; the caller owns where the page number lives (the URL). */
export function Pagination({ page, totalPages, onPageChange, label }: { page: number; totalPages: number; onPageChange: (page: number) => void; label: string }) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
