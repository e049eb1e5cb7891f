import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '#contract/catalogue/rules';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { formatCount, formatIsoDate } from '#kit/lib/format';
import { PagedList } from '../../components/paged-list';
import { Badge, PanelHeader } from '../../components/panel';
import { SearchBox } from '../../components/search-box';
import { SelectFilter } from '../../components/select-filter';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { CatalogueFormDialog, type AdminCatalogueItem } from './catalogue-form-dialog';
import { STATUS_LABELS, STATUS_OPTIONS } from './catalogue-messages';
import { LockCell, StatusSelect } from './catalogue-row-controls';
import { DeleteAppDialog } from './delete-app-dialog';
import { LockAppDialog } from './lock-app-dialog';

export const CATALOGUE_PAGE_SIZE = 20;
const routeApi = getRouteApi('/_dashboard/catalogue');

type Editing = { kind: 'create' } | { kind: 'edit'; item: AdminCatalogueItem } | { kind: 'delete'; item: AdminCatalogueItem } | { kind: 'lock'; item: AdminCatalogueItem } | null;

export function CataloguePanel() {
  useDocumentTitle(m['catalogue.document-title']());
  const { search = '', status, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = trpc.catalogue.list.useQuery({ search, status, page, pageSize: CATALOGUE_PAGE_SIZE }, { placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="catalogue-heading">
      <PanelHeader id="catalogue-heading" title={m['catalogue.title']()} description={m['catalogue.description']()}>
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
          onChange={(value) => void navigate({ search: (previous) => ({ ...previous, status: value, page: undefined }) })}
          className="w-36"
        />
        <Button ref={addButton} variant="primary" onClick={() => setEditing({ kind: 'create' })}>
          {m['catalogue.add']()}
        </Button>
      </PanelHeader>

      <PagedList
        query={list}
        rows={(data) => data.items}
        total={(data) => data.matching}
        page={page}
        pageSize={CATALOGUE_PAGE_SIZE}
        pagesLabel={m['catalogue.pages-label']()}
        loadingLabel={m['catalogue.loading']()}
        errorMessage={m['catalogue.load-failed']()}
        empty={<EmptyState title={m['catalogue.empty.title']()}>{search || status ? m['catalogue.empty.filtered']() : m['catalogue.empty.none']()}</EmptyState>}
        summary={(data) => m['catalogue.showing']({ shown: formatCount(data.items.length), matching: formatCount(data.matching), total: formatCount(data.total) })}
      >
        {(items) => (
          <DataTable
            caption={m['catalogue.caption']()}
            columns={catalogueColumns((item) => setEditing({ kind: 'lock', item }))}
            rows={items}
            rowKey={(item) => item.id}
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
        )}
      </PagedList>

      {editing?.kind === 'create' || editing?.kind === 'edit' ? (
        <CatalogueFormDialog item={editing.kind === 'edit' ? editing.item : null} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'delete' ? <DeleteAppDialog item={editing.item} onClose={() => setEditing(null)} fallbackFocus={() => addButton.current} /> : null}
      {editing?.kind === 'lock' ? <LockAppDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
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
          </span>
        </span>
      ),
    },
    { header: m['catalogue.column.date'](), className: 'whitespace-nowrap text-slate-600', cell: (item) => <time dateTime={item.date}>{formatIsoDate(item.date)}</time> },
    { header: m['catalogue.column.status'](), cell: (item) => <StatusSelect item={item} /> },
    { header: m['catalogue.column.lock'](), cell: (item) => <LockCell item={item} onLock={() => onLock(item)} /> },
  ];
}
