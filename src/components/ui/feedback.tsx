import type { ReactNode } from 'react';
import { Button } from '../../kit/ui/button';

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

/** Placeholder blocks while data loads; the wrapper tells assistive tech the region is busy. */
export function LoadingBlock({ label = 'Loading…', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <div aria-busy="true" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-4 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" style={{ width: `${90 - index * 15}%` }} />
      ))}
    </div>
  );
}

export function Card({ children, className = '', as: Tag = 'section', ...rest }: { children: ReactNode; className?: string; as?: 'section' | 'div' | 'article'; 'aria-labelledby'?: string }) {
  return (
    <Tag className={`rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6 ${className}`} {...rest}>
      {children}
    </Tag>
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

/** A failed load, with a way to try again ('Failed to fetch data' unless the server said why). */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Notice tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button variant="secondary" busy={retrying} busyLabel="Retrying…" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
