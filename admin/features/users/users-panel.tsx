import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { listUsersInputSchema } from '#contract/users/schemas';
import { Button, buttonClasses } from '#kit/ui/button';
import { maxLengthOf } from '#kit/lib/max-length';
import { formatCount, formatDate, formatRupees } from '#kit/lib/format';
import type { Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { Badge, PanelHeader } from '../../components/panel';
import { SearchBox } from '../../components/search-box';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { BlockUserDialog, UnblockUserDialog } from './block-dialogs';
import { UpdateBalanceDialog, type AdminUser } from './update-balance-dialog';
import { ACCESS } from '#contract/admin-auth/access';
import { useMayCall } from '../../lib/use-may-call';

const routeApi = getRouteApi('/_dashboard/users');

export function UsersPanel() {
  const { search = '', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const users = trpc.users.list.useQuery({ search, page, pageSize: PAGE_SIZE }, KEEP_PAGE);

  return (
    <section aria-labelledby="users-heading">
      <PanelHeader id="users-heading" documentTitle={m['users.document-title']()} title={m['users.title']()} description={m['users.description']()}>
        <SearchBox
          label={m['users.search.label']()}
          placeholder={m['users.search.placeholder']()}
          value={search}
          maxLength={maxLengthOf(listUsersInputSchema.shape.search)}
          onSearch={(term) => void navigate({ search: { search: term || undefined, page: undefined }, replace: true })}
          className="w-full sm:w-80"
        />
      </PanelHeader>
      <div className="mb-3 flex justify-end">
        <DownloadCsvButton path="/api/admin/users" query={{ search }} />
      </div>
      <PagedTable
        query={users}
        rows={(data) => data.users}
        total={(data) => data.matching}
        page={page}
        words={{ caption: m['users.caption'](), pages: m['users.pages-label'](), failed: m['users.load-failed']() }}
        empty={<EmptyState title={m['users.empty.title']()}>{search ? m['users.empty.no-match']({ search }) : m['users.empty.nobody']()}</EmptyState>}
        summary={(data) => m['users.showing']({ shown: formatCount(data.users.length), matching: formatCount(data.matching) })}
        columns={COLUMNS}
        actions={(user) => <UserActions user={user} />}
      />
    </section>
  );
}

const COLUMNS: Column<AdminUser>[] = [
  { header: m['users.column.name'](), className: 'font-medium text-slate-900', cell: (user) => user.name },
  { header: m['users.column.email'](), className: 'break-all text-slate-600', cell: (user) => user.email },
  {
    header: m['users.column.verified'](),
    cell: (user) => (user.emailVerified ? <Badge tone="green">{m['users.column.verified']()}</Badge> : <Badge tone="amber">{m['users.column.not-verified']()}</Badge>),
  },
  { header: m['users.column.balance'](), align: 'end', className: 'tabular-nums', cell: (user) => formatRupees(user.walletBalancePaise) },
  { header: m['users.column.joined'](), className: 'text-slate-600', cell: (user) => formatDate(user.createdAt) },
  {
    header: m['users.column.status'](),
    cell: (user) =>
      user.isBlocked ? (
        <>
          <Badge tone="red">{m['users.column.blocked']()}</Badge>
          {user.blockReason ? <span className="mt-1 block text-xs text-slate-600">{m['users.column.block-reason']({ reason: user.blockReason })}</span> : null}
        </>
      ) : (
        <Badge tone="green">{m['users.column.active']()}</Badge>
      ),
  },
];

/** The actions cell of a user's row: the balance dialog, and block or unblock, each confirmed with what it does. */
function UserActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<'balance' | 'block' | null>(null);
  const action = user.isBlocked ? m['users.actions.unblock']() : m['users.actions.block']();
  // Finance adjusts balances, support blocks: each role is offered only its own action.
  const mayAdjust = useMayCall(ACCESS.money);
  const mayBlock = useMayCall(ACCESS.support);
  const close = () => setOpen(null);
  return (
    <>
      <div className="flex flex-col gap-2 lg:flex-row lg:justify-end">
        <Link to="/users/$id" params={{ id: user.id }} aria-label={m['users.open-label']({ name: user.name })} className={buttonClasses('secondary', 'w-full whitespace-nowrap lg:w-auto', { look: 'admin', size: 'sm' })}>
          {m['users.open']()}
        </Link>
        {mayAdjust ? (
          <Button size="sm" aria-label={m['users.actions.update-balance-label']({ name: user.name })} aria-haspopup="dialog" onClick={() => setOpen('balance')} className="w-full whitespace-nowrap lg:w-auto">
            {m['users.actions.update-balance']()}
          </Button>
        ) : null}
        {mayBlock ? (
          <Button
            size="sm"
            variant={user.isBlocked ? 'secondary' : 'danger'}
            aria-label={m['users.actions.toggle-label']({ action, name: user.name })}
            aria-haspopup="dialog"
            onClick={() => setOpen('block')}
            className="w-full lg:w-auto"
          >
            {action}
          </Button>
        ) : null}
      </div>
      {open === 'balance' ? <UpdateBalanceDialog user={user} onClose={close} /> : null}
      {open === 'block' ? user.isBlocked ? <UnblockUserDialog user={user} onClose={close} /> : <BlockUserDialog user={user} onClose={close} /> : null}
    </>
  );
}
