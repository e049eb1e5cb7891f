import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '#kit/ui/button';

/** A page's ways on: button links in a row (a column on phones). */
export function PageLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-3 sm:flex-row">
      {children}
    </nav>
  );
}

/** One way on, a button link: secondary unless `primary`. */
export function PageLink({ to, primary = false, children }: { to: '/wallet' | '/wallet/history' | '/redeem-history' | '/redeem'; primary?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses(primary ? 'primary' : 'secondary')}>
      {children}
    </Link>
  );
}
