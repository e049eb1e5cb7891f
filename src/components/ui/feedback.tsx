import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '#kit/ui/button';

/** A message inside a form or page: errors are announced at once, notices politely. */
export function Notice({ tone, children, className = '' }: { tone: 'error' | 'success' | 'info'; children: ReactNode; className?: string }) {
  const styles = {
    error: 'border-rose-400/40 bg-rose-500/10 text-rose-100',
    success: 'border-emerald-400/40 bg-emerald-500/10 text-emerald-100',
    info: 'border-indigo-300/30 bg-indigo-400/10 text-indigo-100',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${styles} ${className}`}>
      {children}
    </div>
  );
}

interface CardProps {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
  /** The card's own heading: the card is the section it names (`titleId` ties the two). */
  title?: ReactNode;
  titleId?: string;
  titleClassName?: string;
}

export function Card({ children, className = '', as: Tag = 'section', title, titleId, titleClassName = 'text-lg font-semibold text-white', ...rest }: CardProps) {
  return (
    <Tag className={`rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6 ${className}`} aria-labelledby={titleId} {...rest}>
      {title !== undefined && (
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      )}
      {children}
    </Tag>
  );
}

/** A section named by its own heading (`titleId` ties the two). */
export function Section({ titleId, title, titleClassName = 'mb-3 text-lg font-semibold text-white', className, children }: { titleId: string; title: ReactNode; titleClassName?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-indigo-200">{description}</p>}
    </header>
  );
}

/** One term and its value in a `<dl>`, the term above the value. */
export function Fact({ term, children, className = 'min-w-0', valueClassName = 'text-white' }: { term: string; children: ReactNode; className?: string; valueClassName?: string }) {
  return (
    <div className={className}>
      <dt className="text-indigo-300">{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A term and its value on one line, the value to the right (a product's price, region, validity). */
export function SpreadFact({ term, children, valueClassName = 'min-w-0 break-words text-white' }: { term: string; children: ReactNode; valueClassName?: string }) {
  return (
    <Fact term={term} className="flex flex-wrap justify-between gap-x-4" valueClassName={valueClassName}>
      {children}
    </Fact>
  );
}

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
