import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { pageCount, Pagination } from '../../components/pagination';
import { EmptyState, ErrorState, LoadingState, PanelHeader } from '../../components/states';
import { formatDateTime } from '../../../src/kit/lib/format';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export const AUDIT_PAGE_SIZE = 25;

const routeApi = getRouteApi('/_dashboard/audit');

/** Compact one-line JSON for audit before/after values; absent values read as an em dash. */
function compactJson(value: unknown): string {
  if (value === undefined || value === null) return '—';
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const CELL = 'flex justify-between gap-4 px-4 py-1 md:table-cell md:py-3 before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:before:content-none';

export function AuditPanel() {
  useDocumentTitle('Audit log');
  const { page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const audit = trpc.audit.list.useQuery({ page, pageSize: AUDIT_PAGE_SIZE }, { placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="audit-heading">
      <PanelHeader id="audit-heading" title="Audit log" description="Every admin action that changed data: who, what, when, before and after." />
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError && !audit.data ? (
        <ErrorState message="Could not load the audit log." onRetry={() => void audit.refetch()} />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title="No audit entries yet" />
      ) : (
        <div aria-busy={audit.isFetching || undefined}>
          <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Audit log entries, newest first</caption>
              <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3">Time</th>
                  <th scope="col" className="px-4 py-3">Admin</th>
                  <th scope="col" className="px-4 py-3">Action</th>
                  <th scope="col" className="px-4 py-3">Target</th>
                  <th scope="col" className="px-4 py-3">Change</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id} className="block py-2 md:table-row md:py-0">
                    <td data-label="Time" className={`${CELL} whitespace-nowrap text-slate-600`}>
                      <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td data-label="Admin" className={`${CELL} break-all`}>
                      {entry.adminEmail ?? <span className="text-slate-400">system</span>}
                    </td>
                    <td data-label="Action" className={CELL}>
                      <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{entry.action}</code>
                    </td>
                    <td data-label="Target" className={`${CELL} text-slate-600`}>
                      <span>
                        {entry.targetType} <span className="font-mono text-xs break-all" title={entry.targetId}>{entry.targetId}</span>
                      </span>
                    </td>
                    <td data-label="Change" className={CELL}>
                      <code className="font-mono text-xs break-all text-slate-700">
                        {compactJson(entry.before)} <span aria-label="changed to">→</span> {compactJson(entry.after)}
                      </code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4">
            <Pagination
              label="Audit log pages"
              page={page}
              totalPages={pageCount(audit.data.total, AUDIT_PAGE_SIZE)}
              onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
