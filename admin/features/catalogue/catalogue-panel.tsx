import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '#contract/catalogue/rules';
import { setCatalogueLockInputSchema } from '#contract/catalogue/schemas';
import { Button } from '#kit/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Badge, PanelHeader } from '../../components/panel';
import { DataTable, type Column } from '#kit/ui/data-table';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { maxLengthOf } from '#kit/lib/max-length';
import { formatCount, formatIsoDate } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { useDebouncedEffect } from '../../lib/use-debounced-callback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { CatalogueFormDialog, type AdminCatalogueItem } from './catalogue-form-dialog';
import { CATALOGUE_MESSAGES, DEFAULT_LOCK_REASON, STATUS_LABELS } from './catalogue-messages';

export const CATALOGUE_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const routeApi = getRouteApi('/_dashboard/catalogue');

type Editing = { kind: 'create' } | { kind: 'edit'; item: AdminCatalogueItem } | { kind: 'delete'; item: AdminCatalogueItem } | { kind: 'lock'; item: AdminCatalogueItem } | null;

export function CataloguePanel() {
  useDocumentTitle(m['catalogue.document-title']());
  const { search = '', status, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [searchText, setSearchText] = useState(search);
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useDebouncedEffect(searchText, SEARCH_DEBOUNCE_MS, (value) => {
    const term = value.trim();
    if (term === search) return;
    void navigate({ search: (previous) => ({ ...previous, search: term || undefined, page: undefined }), replace: true });
  });

  const list = trpc.catalogue.list.useQuery({ search, status, page, pageSize: CATALOGUE_PAGE_SIZE }, { placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="catalogue-heading">
      <PanelHeader id="catalogue-heading" title={m['catalogue.title']()} description={m['catalogue.description']()}>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="w-full sm:w-64">
          <TextField label={m['catalogue.search.label']()} type="search" name="search" placeholder={m['catalogue.search.placeholder']()} value={searchText} onChange={(event) => setSearchText(event.target.value)} maxLength={MAX_SEARCH_LENGTH} />
        </form>
        <SelectField
          label={m['catalogue.filter.status']()}
          value={status ?? ''}
          onChange={(event) => void navigate({ search: (previous) => ({ ...previous, status: (event.target.value || undefined) as typeof status, page: undefined }) })}
          className="w-36"
        >
          <option value="">{m['catalogue.filter.all']()}</option>
          {(['live', 'pending', 'closed'] as const).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Button ref={addButton} variant="primary" onClick={() => setEditing({ kind: 'create' })}>
          {m['catalogue.add']()}
        </Button>
      </PanelHeader>

      <ListStates
        query={list}
        loadingLabel={m['catalogue.loading']()}
        errorMessage={m['catalogue.load-failed']()}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={m['catalogue.empty.title']()}>{search || status ? m['catalogue.empty.filtered']() : m['catalogue.empty.none']()}</EmptyState>}
      >
        {(data) => (
          <>
            <DataTable
              caption={m['catalogue.caption']()}
              columns={catalogueColumns((item) => setEditing({ kind: 'lock', item }))}
              rows={data.items}
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
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">
                {m['catalogue.showing']({ shown: formatCount(data.items.length), matching: formatCount(data.matching), total: formatCount(data.total) })}
              </p>
              <Pagination label={m['catalogue.pages-label']()} page={page} total={data.matching} pageSize={CATALOGUE_PAGE_SIZE} />
            </div>
          </>
        )}
      </ListStates>

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

function useCatalogueUpdate(success: string) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      toasts.success(success);
      await Promise.all([utils.catalogue.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error: unknown) => toasts.error(messageFor(error, CATALOGUE_MESSAGES.updateFailed)),
  };
}

function StatusSelect({ item }: { item: AdminCatalogueItem }) {
  const setStatus = trpc.catalogue.setStatus.useMutation(useCatalogueUpdate(CATALOGUE_MESSAGES.statusUpdated));
  return (
    <>
      <label className="sr-only" htmlFor={`status-${item.id}`}>
        {m['catalogue.status-of']({ title: item.title })}
      </label>
      <select
        id={`status-${item.id}`}
        value={item.status}
        disabled={setStatus.isPending}
        onChange={(event) => setStatus.mutate({ id: item.id, status: event.target.value as AdminCatalogueItem['status'] })}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-indigo-500"
      >
        {(['live', 'pending', 'closed'] as const).map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </>
  );
}

function LockCell({ item, onLock }: { item: AdminCatalogueItem; onLock: () => void }) {
  const unlock = trpc.catalogue.setLock.useMutation(useCatalogueUpdate(CATALOGUE_MESSAGES.unlocked));
  return (
    <span className="flex flex-wrap items-center justify-end gap-2 lg:justify-start">
      {item.isLocked ? (
        <Badge tone="amber" label={m['catalogue.lock.locked-label']({ reason: item.lockReason ?? '' })}>
          {m['catalogue.lock.locked']()}
        </Badge>
      ) : (
        <Badge tone="green">{m['catalogue.lock.open']()}</Badge>
      )}
      {item.isLocked ? (
        <Button size="sm" busy={unlock.isPending} onClick={() => unlock.mutate({ id: item.id, isLocked: false })} aria-label={m['catalogue.lock.unlock-label']({ title: item.title })}>
          {unlock.isPending ? m['catalogue.lock.unlocking']() : m['catalogue.lock.unlock']()}
        </Button>
      ) : (
        <Button size="sm" onClick={onLock} aria-label={m['catalogue.lock.lock-label']({ title: item.title })}>
          {m['catalogue.lock.lock']()}
        </Button>
      )}
    </span>
  );
}

function DeleteAppDialog({ item, onClose, fallbackFocus }: { item: AdminCatalogueItem; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const remove = trpc.catalogue.delete.useMutation({
    onSuccess: async () => {
      toasts.success(CATALOGUE_MESSAGES.deleted);
      onClose();
      await Promise.all([utils.catalogue.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error) => toasts.error(messageFor(error, CATALOGUE_MESSAGES.deleteFailed)),
  });
  return (
    <ConfirmDialog
      title={m['catalogue.delete.title']({ title: item.title })}
      description={m['catalogue.delete.description']()}
      confirmLabel={m['catalogue.delete.confirm']()}
      busyLabel={m['common.deleting']()}
      busy={remove.isPending}
      onConfirm={() => remove.mutate({ id: item.id })}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}

function LockAppDialog({ item, onClose }: { item: AdminCatalogueItem; onClose: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  // The server's lock rule: a locked app needs a reason (trimmed, at most its length).
  const form = useSchemaForm(setCatalogueLockInputSchema, { defaultValues: { id: item.id, isLocked: true, lockReason: item.lockReason ?? DEFAULT_LOCK_REASON } });
  const lock = trpc.catalogue.setLock.useMutation({
    onSuccess: async () => {
      toasts.success(CATALOGUE_MESSAGES.locked);
      onClose();
      await Promise.all([utils.catalogue.list.invalidate(), utils.audit.list.invalidate()]);
    },
    // The dialog's one field: any refusal is shown under it.
    onError: (failure) => {
      if (!form.placeRefusal(failure)) form.setError('lockReason', { type: 'server', message: messageFor(failure, CATALOGUE_MESSAGES.updateFailed) });
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    if (!lock.isPending) lock.mutate(input);
  });
  return (
    <Dialog title={m['catalogue.lock-dialog.title']({ title: item.title })} description={m['catalogue.lock-dialog.description']()} onClose={onClose} preventClose={lock.isPending}>
      <form noValidate onSubmit={onSubmit}>
        <TextAreaField label={m['catalogue.lock-dialog.reason']()} rows={3} {...form.field('lockReason')} maxLength={maxLengthOf(setCatalogueLockInputSchema.shape.lockReason)} />
        <DialogActions>
          <Button onClick={onClose} disabled={lock.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" busy={lock.isPending}>
            {lock.isPending ? m['catalogue.lock-dialog.locking']() : m['catalogue.lock-dialog.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
