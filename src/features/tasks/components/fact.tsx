import type { ReactNode } from 'react';

/** One term and its value in a task's or a submission's facts (a `<dl>` row). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-indigo-300">{term}</dt>
      <dd className="text-white">{children}</dd>
    </div>
  );
}
