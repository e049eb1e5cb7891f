import type { ReactNode } from 'react';

/** A small line icon drawn inline (24 × 24 paths): no icon font, no emoji that some devices cannot show. Decorative: the text beside it names it. */
export function LineIcon({ children, className = 'size-7' }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
