import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { ListAuditInput } from '#contract/audit/schemas';
import { parsePage } from '#kit/lib/page-search';
import { formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import type { Column } from '#kit/ui/data-table';
import { TextField } from '#kit/ui/fields';
import { EmptyState } from '#kit/ui/states';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { KEEP_PAGE, PagedTable } from '../../components/paged-list';
import { PanelHeader } from '../../components/panel';
import { parseText } from '../../lib/search-params';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { AuditTarget } from './audit-target';

export const AUDIT_PAGE_SIZE = 25;

const routeApi = getRouteApi('/_dashboard/audit');

type AuditFilters = Omit<ListAuditInput, 'page' | 'pageSize'>;
const FILTER_NAMES = ['admin', 'action', 'targetType', 'targetId', 'from', 'to'] as const satisfies ReadonlyArray<keyof AuditFilters>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The log's filters and page from the URL; a hand-edited value that is not one is left out. */
export function parseAuditSearch(search: Record<string, unknown>): AuditFilters & { page?: number } {
  const date = (value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined);
  return {
    admin: parseText(search['admin'], 254),
    action: parseText(search['action']),
    targetType: parseText(search['targetType'], 50),
    targetId: parseText(search['targetId']),
    from: date(search['from']),
    to: date(search['to']),
    page: parsePage(search['page']),
  };
}

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
      <span className="flex flex-col gap-0.5">
        <span>
          {entry.targetType} <span className="font-mono text-xs break-all" title={entry.targetId}>{entry.targetId}</span>
        </span>
        <AuditTarget type={entry.targetType} id={entry.targetId} />
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
  const { page = 1, ...filters } = routeApi.useSearch();
  const audit = trpc.audit.list.useQuery({ ...filters, page, pageSize: AUDIT_PAGE_SIZE }, KEEP_PAGE);
  const filtered = FILTER_NAMES.some((name) => filters[name] !== undefined);

  return (
    <section aria-labelledby="audit-heading">
      <PanelHeader id="audit-heading" documentTitle={m['audit.document-title']()} title={m['audit.title']()} description={m['audit.description']()}>
        <DownloadCsvButton path="/api/admin/audit" query={filters} />
      </PanelHeader>
      <AuditFilterForm key={JSON.stringify(filters)} filters={filters} />
      <PagedTable
        query={audit}
        rows={(data) => data.entries}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        words={{ caption: m['audit.caption'](), pages: m['audit.pages-label'](), failed: m['audit.load-failed']() }}
        empty={<EmptyState title={filtered ? m['audit.empty-filtered']() : m['audit.empty']()} />}
        columns={COLUMNS}
        stackBelow="md"
      />
    </section>
  );
}

/** The filters as a form: applied together to the URL (back to the first page), cleared together. */
function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const navigate = routeApi.useNavigate();
  const [draft, setDraft] = useState<Record<(typeof FILTER_NAMES)[number], string>>(() => Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] ?? ''])) as Record<(typeof FILTER_NAMES)[number], string>);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: Object.fromEntries(FILTER_NAMES.map((name) => [name, draft[name].trim() || undefined])) });
  };
  const field = (name: (typeof FILTER_NAMES)[number], label: string, type = 'text') => (
    <TextField label={label} type={type} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} className="w-full sm:w-44" />
  );
  return (
    <form onSubmit={apply} aria-label={m['audit.filters.label']()} className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      {field('admin', m['audit.filters.admin'](), 'email')}
      {field('action', m['audit.filters.action']())}
      {field('targetType', m['audit.filters.target-type']())}
      {field('targetId', m['audit.filters.target-id']())}
      {field('from', m['audit.filters.from'](), 'date')}
      {field('to', m['audit.filters.to'](), 'date')}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {m['audit.filters.apply']()}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void navigate({ search: {} })}>
          {m['audit.filters.clear']()}
        </Button>
      </div>
    </form>
  );
}
