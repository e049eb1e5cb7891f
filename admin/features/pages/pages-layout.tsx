import { Link, Outlet } from '@tanstack/react-router';
import { PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { formatDateTime } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export function PagesLayout() {
  const pages = trpc.pages.list.useQuery();
  return (
    <section aria-labelledby="pages-heading">
      <PanelHeader id="pages-heading" documentTitle={m['pages.document-title']()} title={m['pages.title']()} description={m['pages.description']()} />
      {pages.isPending ? (
        <LoadingState />
      ) : pages.isError ? (
        <ErrorState message={m['pages.load-failed']()} onRetry={() => void pages.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <nav aria-label={m['pages.nav-label']()}>
            <ul className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
              {pages.data.map((page) => (
                <li key={page.slug} className="border-b border-slate-200 last:border-b-0">
                  <Link
                    to="/pages/$slug"
                    params={{ slug: page.slug }}
                    className="block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
                    activeProps={{ className: 'bg-indigo-50 hover:!bg-indigo-50' }}
                  >
                    <span className="block text-sm font-medium text-slate-900">{page.title}</span>
                    <span className="block text-xs text-slate-600">
                      {m['pages.updated']({ slug: page.slug, date: formatDateTime(page.updatedAt) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <Outlet />
          </div>
        </div>
      )}
    </section>
  );
}
