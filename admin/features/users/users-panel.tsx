import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { TextField } from '../../../src/kit/ui/fields';
import { pageCount, Pagination } from '../../components/pagination';
import { Badge, EmptyState, ErrorState, LoadingState, PanelHeader } from '../../components/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { formatCount, formatDate, formatRupees } from '../../../src/kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDebouncedEffect } from '../../lib/use-debounced-callback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UpdateBalanceDialog } from './update-balance-dialog';

export const USERS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const USER_MESSAGES = { updated: 'User status updated', updateFailed: 'Failed to update user' } as const;

type AdminUser = AdminOutputs['users']['list']['users'][number];

const routeApi = getRouteApi('/_dashboard/users');

export function UsersPanel() {
  useDocumentTitle('Users');
  const { search = '', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [searchText, setSearchText] = useState(search);

  // The box is typed into freely; the URL (and so the query) follows once typing pauses.
  useDebouncedEffect(searchText, SEARCH_DEBOUNCE_MS, (value) => {
    const term = value.trim();
    if (term === search) return;
    void navigate({ search: { search: term || undefined, page: undefined }, replace: true });
  });

  const users = trpc.users.list.useQuery({ search, page, pageSize: USERS_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const totalPages = users.data ? pageCount(users.data.matching, USERS_PAGE_SIZE) : 1;

  return (
    <section aria-labelledby="users-heading">
      <PanelHeader id="users-heading" title="Users" description="Search, review, block or unblock accounts and correct wallet balances.">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="w-full sm:w-80">
          <TextField
            label="Search users"
            type="search"
            name="search"
            placeholder="Name or e-mail"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            maxLength={100}
          />
        </form>
      </PanelHeader>
      {users.isPending ? (
        <LoadingState label="Loading…" />
      ) : users.isError && !users.data ? (
        <ErrorState message="Could not load users." onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title="No users found">{search ? `Nothing matches “${search}”.` : 'Nobody has registered yet.'}</EmptyState>
      ) : (
        <div aria-busy={users.isFetching || undefined} className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <UsersTable users={users.data.users} />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">
              Showing {formatCount(users.data.users.length)} of {formatCount(users.data.matching)} users
            </p>
            <Pagination
              label="Users pages"
              page={page}
              totalPages={totalPages}
              onPageChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Registered users</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">Name</th>
            <th scope="col" className="px-4 py-3">E-mail</th>
            <th scope="col" className="px-4 py-3">Verified</th>
            <th scope="col" className="px-4 py-3 text-right">Balance</th>
            <th scope="col" className="px-4 py-3">Joined</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On small screens each row becomes a card; `data-label` names the cell there. */
const CELL = 'flex justify-between gap-4 px-4 py-1 lg:table-cell lg:py-3 before:font-medium before:text-slate-500 before:content-[attr(data-label)] lg:before:content-none';

function UserRow({ user }: { user: AdminUser }) {
  const [isBalanceOpen, setBalanceOpen] = useState(false);
  const toasts = useToast();
  const utils = trpc.useUtils();
  const toggle = trpc.users.toggleBlock.useMutation({
    onSuccess: async () => {
      toasts.success(USER_MESSAGES.updated);
      await Promise.all([utils.users.list.invalidate(), utils.audit.list.invalidate()]);
    },
    onError: (error) => toasts.error(messageFor(error, USER_MESSAGES.updateFailed)),
  });
  const action = user.isBlocked ? 'Unblock' : 'Block';
  return (
    <tr className="block py-2 lg:table-row lg:py-0">
      <td data-label="Name" className={`${CELL} font-medium text-slate-900`}>
        {user.name}
      </td>
      <td data-label="E-mail" className={`${CELL} break-all text-slate-600`}>
        {user.email}
      </td>
      <td data-label="Verified" className={CELL}>
        {user.emailVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Not verified</Badge>}
      </td>
      <td data-label="Balance" className={`${CELL} tabular-nums lg:text-right`}>
        {formatRupees(user.walletBalancePaise)}
      </td>
      <td data-label="Joined" className={`${CELL} text-slate-600`}>
        {formatDate(user.createdAt)}
      </td>
      <td data-label="Status" className={CELL}>
        {user.isBlocked ? <Badge tone="red">Blocked</Badge> : <Badge tone="green">Active</Badge>}
      </td>
      <td className="px-4 py-2 lg:py-3 lg:text-right">
        <div className="flex flex-col gap-2 lg:flex-row lg:justify-end">
          <Button size="sm" aria-label={`Update balance of ${user.name}`} aria-haspopup="dialog" onClick={() => setBalanceOpen(true)} className="w-full whitespace-nowrap lg:w-auto">
            Update balance
          </Button>
          <Button
            size="sm"
            variant={user.isBlocked ? 'secondary' : 'danger'}
            aria-label={`${action} ${user.name}`}
            onClick={() => toggle.mutate({ id: user.id })}
            disabled={toggle.isPending}
            className="w-full lg:w-auto"
          >
            {toggle.isPending ? `${action}ing…` : action}
          </Button>
        </div>
        {isBalanceOpen ? <UpdateBalanceDialog user={user} onClose={() => setBalanceOpen(false)} /> : null}
      </td>
    </tr>
  );
}
