import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '#contract/catalogue/rules';
import { Button } from '#kit/ui/button';
import type { Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { formatCount, formatIsoDate } from '#kit/lib/format';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { Badge, PanelHeader } from '../../components/panel';
import { SearchBox } from '../../components/search-box';
import { SelectFilter } from '../../components/select-filter';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { CatalogueFormDialog, type AdminCatalogueItem } from './catalogue-form-dialog';
import { STATUS_LABELS, STATUS_OPTIONS } from './catalogue-labels';
import { LockCell, StatusSelect } from './catalogue-row-controls';
import { DeleteAppDialog } from './delete-app-dialog';
import { LockAppDialog } from './lock-app-dialog';

const routeApi = getRouteApi('/_dashboard/catalogue');

type Editing = { kind: 'create' } | { kind: 'edit'; item: AdminCatalogueItem } | { kind: 'delete'; item: AdminCatalogueItem } | { kind: 'lock'; item: AdminCatalogueItem } | null;

export function CataloguePanel() {
  const { search = '', status, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = trpc.catalogue.list.useQuery({ search, status, page, pageSize: PAGE_SIZE }, KEEP_PAGE);

  return (
    <section aria-labelledby="catalogue-heading">
      <PanelHeader id="catalogue-heading" documentTitle={m['catalogue.document-title']()} title={m['catalogue.title']()} description={m['catalogue.description']()}>
        <SearchBox
          label={m['catalogue.search.label']()}
          placeholder={m['catalogue.search.placeholder']()}
          value={search}
          maxLength={MAX_SEARCH_LENGTH}
          onSearch={(term) => void navigate({ search: (previous) => ({ ...previous, search: term || undefined, page: undefined }), replace: true })}
          className="w-full sm:w-64"
        />
        <SelectFilter
          label={m['catalogue.filter.status']()}
          allLabel={m['catalogue.filter.all']()}
          options={STATUS_OPTIONS}
          labels={STATUS_LABELS}
          value={status}
          className="w-36"
        />
        <Button ref={addButton} variant="primary" onClick={() => setEditing({ kind: 'create' })}>
          {m['catalogue.add']()}
        </Button>
      </PanelHeader>
      <PagedTable
        query={list}
        rows={(data) => data.items}
        total={(data) => data.matching}
        page={page}
        words={{ caption: m['catalogue.caption'](), pages: m['catalogue.pages-label'](), loading: m['catalogue.loading'](), failed: m['catalogue.load-failed']() }}
        empty={<EmptyState title={m['catalogue.empty.title']()}>{search || status ? m['catalogue.empty.filtered']() : m['catalogue.empty.none']()}</EmptyState>}
        summary={(data) => m['catalogue.showing']({ shown: formatCount(data.items.length), matching: formatCount(data.matching), total: formatCount(data.total) })}
        columns={catalogueColumns((item) => setEditing({ kind: 'lock', item }))}
        actions={(item) => (
          <span className="flex justify-end gap-2">
            <Button size="sm" onClick={() => setEditing({ kind: 'edit', item })} aria-label={m['catalogue.edit-label']({ title: item.title })}>
              {m['common.edit']()}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setEditing({ kind: 'delete', item })} aria-label={m['catalogue.delete-label']({ title: item.title })}>
              {m['common.delete']()}
            </Button>
          </span>
        )}
      />

      {editing?.kind === 'create' || editing?.kind === 'edit' ? <CatalogueFormDialog item={editing.kind === 'edit' ? editing.item : null} onClose={close} /> : null}
      {editing?.kind === 'delete' ? <DeleteAppDialog item={editing.item} onClose={close} fallbackFocus={() => addButton.current} /> : null}
      {editing?.kind === 'lock' ? <LockAppDialog item={editing.item} onClose={close} /> : null}
    </section>
  );
}

/** The columns; the Lock column's button opens the panel's lock dialog. */
function catalogueColumns(onLock: (item: AdminCatalogueItem) => void): Column<AdminCatalogueItem>[] {
  return [
    {
      header: m['catalogue.column.app'](),
      rowHeader: true,
      className: 'font-normal',
      cell: (item) => (
        <span className="min-w-0 text-right lg:text-left">
          <span className="block font-semibold text-slate-900">{item.title}</span>
          <span className="mt-1 flex flex-wrap justify-end gap-1 lg:justify-start">
            {item.isDualApp ? <Badge tone="indigo">{m['catalogue.column.dual-apps']()}</Badge> : null}
            {item.isWebsite ? <Badge>{m['catalogue.column.website']()}</Badge> : null}
            {item.referCode ? <Badge>{m['catalogue.column.code']({ code: item.referCode })}</Badge> : null}
            {/* A locked app's reason is what a visitor reads; its name is usually a brand, in Latin letters in Hindi too. */}
            {item.isLocked && !item.lockReasonHi ? <Badge tone="amber">{m['catalogue.column.no-hindi-reason']()}</Badge> : null}
          </span>
        </span>
      ),
    },
    { header: m['catalogue.column.date'](), className: 'whitespace-nowrap text-slate-600', cell: (item) => <time dateTime={item.date}>{formatIsoDate(item.date)}</time> },
    { header: m['catalogue.column.status'](), cell: (item) => <StatusSelect item={item} /> },
    { header: m['catalogue.column.lock'](), cell: (item) => <LockCell item={item} onLock={() => onLock(item)} /> },
  ];
}
