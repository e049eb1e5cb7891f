import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageCount } from '../lib/page-search';
import { buttonClasses } from './button';
import { useKitLook, type KitLook } from './kit-look';
import { useKitWords } from './kit-words';

const LOOKS: Record<KitLook, { nav: string; link: string; status: string; arrows: boolean }> = {
  public: { nav: 'mt-6 flex items-center justify-between gap-3', link: buttonClasses('secondary'), status: 'text-sm text-indigo-200', arrows: false },
  admin: { nav: 'flex items-center justify-between gap-3', link: buttonClasses('secondary', '', { look: 'admin', size: 'sm' }), status: 'text-sm text-slate-600', arrows: true },
};

const DISABLED = 'pointer-events-none opacity-50';

/**
 * Previous / Next as real links to `?page=N` (other search parameters kept), "Page X of Y" between
 * them; a missing neighbour is a disabled link. A list that fits on one page has none.
 */
export function Pagination({ page, total, pageSize, label }: { page: number; total: number; pageSize: number; label: string }) {
  const look = LOOKS[useKitLook()];
  const words = useKitWords();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={look.nav}>
      <PageLink target={page > 1 ? page - 1 : null} className={look.link}>
        {look.arrows ? <span aria-hidden="true">←</span> : null} {words.previous}
      </PageLink>
      <p className={look.status} aria-current="page" aria-live="polite">
        {words.pageOf(page, pages)}
      </p>
      <PageLink target={page < pages ? page + 1 : null} className={look.link}>
        {words.next} {look.arrows ? <span aria-hidden="true">→</span> : null}
      </PageLink>
    </nav>
  );
}

function PageLink({ target, className, children }: { target: number | null; className: string; children: ReactNode }) {
  if (target === null) {
    return (
      <span role="link" aria-disabled="true" className={`${className} ${DISABLED}`}>
        {children}
      </span>
    );
  }
  return (
    <Link to="." search={(previous: Record<string, unknown>) => ({ ...previous, page: target > 1 ? target : undefined })} className={className}>
      {children}
    </Link>
  );
}
