import type { ReactNode } from 'react';
import { formatDate } from '#kit/lib/format';
import { Badge, type Tone } from './panel';

// Cells the admin's tables share; they stack under their column's name on narrow screens (right-aligned) and sit left in the table.

/** A person in a row: the name over the e-mail, then anything else the row says of them. `naming` for the row's naming column. */
export function PersonCell({ name, email, naming = false, children }: { name: string; email: string; naming?: boolean; children?: ReactNode }) {
  return (
    <span className="min-w-0 text-right xl:text-left">
      <span className={naming ? 'block font-medium text-slate-900' : 'block text-slate-900'}>{name}</span>
      <span className="block text-xs break-words text-slate-600">{email}</span>
      {children}
    </span>
  );
}

/** A row's status, with the note that came with it (a reason) under the badge. */
export function StatusCell({ tone, label, note }: { tone: Tone; label: string; note: string | null }) {
  return (
    <span className="flex max-w-xs flex-col items-end gap-1 text-right break-words xl:items-start xl:text-left">
      <Badge tone={tone}>{label}</Badge>
      {note !== null ? <span className="text-xs text-slate-700">{note}</span> : null}
    </span>
  );
}

interface DateStep {
  key: string;
  /** Null while the row has not reached the step: it is left out. */
  date: Date | null;
  words: (inputs: { date: string }) => string;
}

/** The dates a row reached, one a line, then anything else about its dates. */
export function DateSteps({ steps, format = formatDate, children }: { steps: DateStep[]; format?: (date: Date) => string; children?: ReactNode }) {
  return (
    <span className="flex flex-col items-end gap-0.5 whitespace-nowrap xl:items-start">
      {steps.map(({ key, date, words }) =>
        date === null ? null : (
          <time key={key} dateTime={date.toISOString()}>
            {words({ date: format(date) })}
          </time>
        ),
      )}
      {children}
    </span>
  );
}
