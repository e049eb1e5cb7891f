import type { ReactNode } from 'react';

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
