import type { SelectHTMLAttributes } from 'react';

/** A select in a table row that saves one field of the row when changed; its label is for screen readers (the column names it on screen). */
export function RowSelect({ id, label, children, ...select }: { id: string; label: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} {...select} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-indigo-500">
        {children}
      </select>
    </>
  );
}
