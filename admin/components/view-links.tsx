import { Link, type RegisteredRouter, type ValidateLinkOptionsArray } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface ViewLinksProps<TRouter extends RegisteredRouter = RegisteredRouter, TViews extends readonly unknown[] = readonly unknown[]> {
  label: string;
  /** One link per view (`to`, `search: { view }`, its text as `children`), typed by the router. */
  views: ValidateLinkOptionsArray<TRouter, TViews>;
}

/** A tab's views (`?view=`); an absent `view` must count as a difference, or the first view would match every one. */
export function ViewLinks<TRouter extends RegisteredRouter, TViews extends readonly unknown[]>(props: ViewLinksProps<TRouter, TViews>): ReactNode;
export function ViewLinks({ label, views }: ViewLinksProps) {
  return (
    <nav aria-label={label} className="flex gap-4 border-b border-slate-200">
      {views.map((view, index) => (
        <Link
          // The views are fixed for the tab: their place is their identity.
          key={index}
          {...view}
          activeOptions={{ explicitUndefined: true }}
          className="-mb-px border-b-2 px-1 pb-2 text-sm font-medium"
          activeProps={{ className: 'border-indigo-600 text-indigo-700' }}
          inactiveProps={{ className: 'border-transparent text-slate-600 hover:text-slate-900' }}
        />
      ))}
    </nav>
  );
}
