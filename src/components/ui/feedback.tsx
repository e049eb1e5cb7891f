import type { ReactNode } from 'react';

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
