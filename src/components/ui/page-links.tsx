import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '#kit/ui/button';

/** A page's ways on: button links in a row (a column on phones). */
export function PageLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-3 sm:flex-row">
      {children}
    </nav>
  );
}

type ButtonLinkPath = '/' | '/wallet' | '/wallet/history' | '/redeem-history' | '/redeem' | '/redeem-balance' | '/promocode';

/** A link that looks like a button, secondary unless told otherwise. */
export function ButtonLink({ to, variant = 'secondary', className, children }: { to: ButtonLinkPath; variant?: ButtonVariant; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses(variant, className)}>
      {children}
    </Link>
  );
}
