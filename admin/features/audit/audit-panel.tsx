import { getRouteApi } from '@tanstack/react-router';
import { PanelHeader } from '../../components/panel';
import { formatDateTime } from '#kit/lib/format';
import type { Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PagedTable } from '../../components/paged-list';
import { trpc, type AdminOutputs } from '../../lib/trpc';
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
  const { page = 1 } = routeApi.useSearch();
  const audit = trpc.audit.list.useQuery({ page, pageSize: AUDIT_PAGE_SIZE }, KEEP_PAGE);

  return (
    <section aria-labelledby="audit-heading">
      <PanelHeader id="audit-heading" documentTitle={m['audit.document-title']()} title={m['audit.title']()} description={m['audit.description']()} />
      <PagedTable
        query={audit}
        rows={(data) => data.entries}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        words={{ caption: m['audit.caption'](), pages: m['audit.pages-label'](), failed: m['audit.load-failed']() }}
        empty={<EmptyState title={m['audit.empty']()} />}
        columns={COLUMNS}
        stackBelow="md"
      />
    </section>
  );
}
