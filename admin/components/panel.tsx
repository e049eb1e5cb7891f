import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

export type Tone = 'slate' | 'green' | 'red' | 'amber' | 'indigo';

export function Badge({ tone = 'slate', children, label }: { tone?: Tone; children: ReactNode; label?: string }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
    green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    red: 'bg-red-50 text-red-700 ring-red-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  } as const;
  return (
    <span aria-label={label} className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>
      {children}
    </span>
  );
}

/**
 * A tab's heading, description and controls; the heading also names the browser tab. `headingRef`
 * makes it the focus fallback when the row a dialog was opened from has left the list.
 */
export function PanelHeader({
  id,
  title,
  documentTitle,
  description,
  headingRef,
  children,
}: {
  id?: string;
  title: string;
  documentTitle: string;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={headingRef ? 'text-lg font-semibold text-slate-900 focus:outline-none' : 'text-lg font-semibold text-slate-900'}>
          {title}
        </h2>
        {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-end gap-2">{children}</div> : null}
    </div>
  );
}
