import { useId, type InputHTMLAttributes } from 'react';

/** A small text input's look, in the tables and the fill helper. */
export const INPUT =
  'block w-full min-w-0 rounded-md border bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500';

/** A table cell's input: named by aria-label (the column header is only visual), its error right below. */
export function CellInput({ error, label, className = '', ...props }: { error?: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <div className={className}>
      <input aria-label={label} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={`${INPUT} ${error ? 'border-red-400' : 'border-slate-300'}`} {...props} />
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
