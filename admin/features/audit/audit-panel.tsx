import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PanelHeader } from '../../components/panel';
import { formatDateTime } from '#kit/lib/format';
import { DataTable, type Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { PagedList } from '../../components/paged-list';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';

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

type AuditEntry = AdminOutputs['audit']['list']['entries'][number];

const COLUMNS: Column<AuditEntry>[] = [
  { header: m['audit.column.time'](), className: 'whitespace-nowrap text-slate-600', cell: (entry) => <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time> },
  { header: m['audit.column.admin'](), className: 'break-all', cell: (entry) => entry.adminEmail ?? <span className="text-slate-600">{m['audit.column.system']()}</span> },
  { header: m['audit.column.action'](), cell: (entry) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{entry.action}</code> },
  {
    header: m['audit.column.target'](),
    className: 'text-slate-600',
    cell: (entry) => (
      <span>
        {entry.targetType} <span className="font-mono text-xs break-all" title={entry.targetId}>{entry.targetId}</span>
      </span>
    ),
  },
  {
    header: m['audit.column.change'](),
    cell: (entry) => (
      <code className="font-mono text-xs break-all text-slate-700">
        {compactJson(entry.before)} <span aria-label={m['audit.column.changed-to']()}>→</span> {compactJson(entry.after)}
      </code>
    ),
  },
];

export function AuditPanel() {
  useDocumentTitle(m['audit.document-title']());
  const { page = 1 } = routeApi.useSearch();
  const audit = trpc.audit.list.useQuery({ page, pageSize: AUDIT_PAGE_SIZE }, { placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="audit-heading">
      <PanelHeader id="audit-heading" title={m['audit.title']()} description={m['audit.description']()} />
      <PagedList
        query={audit}
        rows={(data) => data.entries}
        total={(data) => data.total}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        pagesLabel={m['audit.pages-label']()}
        errorMessage={m['audit.load-failed']()}
        empty={<EmptyState title={m['audit.empty']()} />}
      >
        {(rows) => <DataTable caption={m['audit.caption']()} columns={COLUMNS} rows={rows} rowKey={(entry) => entry.id} stackBelow="md" />}
      </PagedList>
    </section>
  );
}
