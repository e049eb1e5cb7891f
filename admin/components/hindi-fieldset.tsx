import { useId, type ReactNode } from 'react';

/** A form's Hindi fields, grouped under their own legend: optional, each falling back to its English field for readers (decision 037). */
export function HindiFieldset({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}
