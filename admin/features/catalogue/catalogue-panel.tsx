import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog, DialogActions } from '../../../src/kit/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../src/kit/ui/fields';
import { pageCount, Pagination } from '../../components/pagination';
import { Badge, EmptyState, ErrorState, LoadingState, PanelHeader } from '../../components/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatCount, formatIsoDate } from '../../../src/kit/lib/format';
import { trpc } from '../../lib/trpc';
import { useDebouncedEffect } from '../../lib/use-debounced-callback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CatalogueFormDialog, type AdminCatalogueItem } from './catalogue-form-dialog';
import { CATALOGUE_MESSAGES, DEFAULT_LOCK_REASON, STATUS_LABELS } from './catalogue-messages';

export const CATALOGUE_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const routeApi = getRouteApi('/_dashboard/catalogue');

type Editing = { kind: 'create' } | { kind: 'edit'; item: AdminCatalogueItem } | { kind: 'delete'; item: AdminCatalogueItem } | { kind: 'lock'; item: AdminCatalogueItem } | null;

export function CataloguePanel() {
  useDocumentTitle('Catalogue');
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
      <PanelHeader id="catalogue-heading" title="App catalogue" description="The earn-and-redeem apps on /youtube-app. Newest date first.">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="w-full sm:w-64">
          <TextField label="Search apps" type="search" name="search" placeholder="Title, date or refer code" value={searchText} onChange={(event) => setSearchText(event.target.value)} maxLength={100} />
        </form>
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(event) => void navigate({ search: (previous) => ({ ...previous, status: (event.target.value || undefined) as typeof status, page: undefined }) })}
          className="w-36"
        >
          <option value="">All</option>
          {(['live', 'pending', 'closed'] as const).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Button ref={addButton} variant="primary" onClick={() => setEditing({ kind: 'create' })}>
          Add app
        </Button>
      </PanelHeader>

      {list.isPending ? (
        <LoadingState label="Loading apps…" />
      ) : list.isError && !list.data ? (
        <ErrorState message="Could not load the catalogue." onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No apps found">{search || status ? 'Nothing matches these filters.' : 'Add the first app with “Add app”.'}</EmptyState>
      ) : (
        <div aria-busy={list.isFetching || undefined} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Catalogue apps, newest date first</caption>
              <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3">App</th>
                  <th scope="col" className="px-4 py-3">Date</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Lock</th>
                  <th scope="col" className="px-4 py-3 text-right">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.items.map((item) => (
                  <CatalogueRow key={item.id} item={item} onEdit={() => setEditing({ kind: 'edit', item })} onDelete={() => setEditing({ kind: 'delete', item })} onLock={() => setEditing({ kind: 'lock', item })} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">
              Showing {formatCount(list.data.items.length)} of {formatCount(list.data.matching)} apps ({formatCount(list.data.total)} in the catalogue)
            </p>
            {list.data.matching > CATALOGUE_PAGE_SIZE ? (
              <Pagination
                label="Catalogue pages"
                page={page}
                totalPages={pageCount(list.data.matching, CATALOGUE_PAGE_SIZE)}
                onPageChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })}
              />
            ) : null}
          </div>
        </div>
      )}

      {editing?.kind === 'create' || editing?.kind === 'edit' ? (
        <CatalogueFormDialog item={editing.kind === 'edit' ? editing.item : null} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'delete' ? <DeleteAppDialog item={editing.item} onClose={() => setEditing(null)} fallbackFocus={() => addButton.current} /> : null}
      {editing?.kind === 'lock' ? <LockAppDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

const CELL = 'flex justify-between gap-4 px-4 py-1 lg:table-cell lg:py-3 before:font-medium before:text-slate-500 before:content-[attr(data-label)] lg:before:content-none';

function CatalogueRow({ item, onEdit, onDelete, onLock }: { item: AdminCatalogueItem; onEdit: () => void; onDelete: () => void; onLock: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const invalidate = () => Promise.all([utils.catalogue.list.invalidate(), utils.audit.list.invalidate()]);
  const setStatus = trpc.catalogue.setStatus.useMutation({
    onSuccess: async () => {
      toasts.success(CATALOGUE_MESSAGES.statusUpdated);
      await invalidate();
    },
    onError: (error) => toasts.error(messageFor(error, CATALOGUE_MESSAGES.updateFailed)),
  });
  const unlock = trpc.catalogue.setLock.useMutation({
    onSuccess: async () => {
      toasts.success(CATALOGUE_MESSAGES.unlocked);
      await invalidate();
    },
    onError: (error) => toasts.error(messageFor(error, CATALOGUE_MESSAGES.updateFailed)),
  });
  return (
    <tr className="block py-2 lg:table-row lg:py-0">
      <th scope="row" data-label="App" className={`${CELL} font-normal`}>
        <span className="min-w-0 text-right lg:text-left">
          <span className="block font-semibold text-slate-900">{item.title}</span>
          <span className="mt-1 flex flex-wrap justify-end gap-1 lg:justify-start">
            {item.isDualApp ? <Badge tone="indigo">Dual Apps</Badge> : null}
            {item.isWebsite ? <Badge>Website</Badge> : null}
            {item.referCode ? <Badge>Code {item.referCode}</Badge> : null}
          </span>
        </span>
      </th>
      <td data-label="Date" className={`${CELL} whitespace-nowrap text-slate-600`}>
        <time dateTime={item.date}>{formatIsoDate(item.date)}</time>
      </td>
      <td data-label="Status" className={CELL}>
        <label className="sr-only" htmlFor={`status-${item.id}`}>
          Status of {item.title}
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
      </td>
      <td data-label="Lock" className={CELL}>
        <span className="flex flex-wrap items-center justify-end gap-2 lg:justify-start">
          {item.isLocked ? <Badge tone="amber" label={`Locked: ${item.lockReason ?? ''}`}>Locked</Badge> : <Badge tone="green">Open</Badge>}
          {item.isLocked ? (
            <Button size="sm" busy={unlock.isPending} onClick={() => unlock.mutate({ id: item.id, isLocked: false })} aria-label={`Unlock ${item.title}`}>
              {unlock.isPending ? 'Unlocking…' : 'Unlock'}
            </Button>
          ) : (
            <Button size="sm" onClick={onLock} aria-label={`Lock ${item.title}`}>
              Lock
            </Button>
          )}
        </span>
      </td>
      <td className="flex justify-end gap-2 px-4 py-2 lg:table-cell lg:py-3 lg:text-right">
        <Button size="sm" onClick={onEdit} aria-label={`Edit ${item.title}`}>
          Edit
        </Button>{' '}
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      </td>
    </tr>
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
      title={`Delete “${item.title}”?`}
      description="It disappears from the public catalogue at once. This cannot be undone."
      confirmLabel="Delete app"
      busyLabel="Deleting…"
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
  const [reason, setReason] = useState(item.lockReason ?? DEFAULT_LOCK_REASON);
  const [error, setError] = useState<string | null>(null);
  const lock = trpc.catalogue.setLock.useMutation({
    onSuccess: async () => {
      toasts.success(CATALOGUE_MESSAGES.locked);
      onClose();
      await Promise.all([utils.catalogue.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (failure) => setError(messageFor(failure, CATALOGUE_MESSAGES.updateFailed)),
  });
  return (
    <Dialog title={`Lock “${item.title}”`} description="Visitors see this reason instead of the download links." onClose={onClose} preventClose={lock.isPending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(CATALOGUE_MESSAGES.lockReasonRequired);
          lock.mutate({ id: item.id, isLocked: true, lockReason: reason.trim() });
        }}
      >
        <TextAreaField label="Reason shown to visitors" name="lockReason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} error={error} maxLength={300} />
        <DialogActions>
          <Button onClick={onClose} disabled={lock.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={lock.isPending}>
            {lock.isPending ? 'Locking…' : 'Lock app'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
