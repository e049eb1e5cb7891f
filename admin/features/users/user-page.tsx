import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { NOTE_MAX_LENGTH } from '#contract/users/user-page-schemas';
import { formatDate, formatDateTime, formatRupees, formatSignedRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { TextAreaField } from '#kit/ui/fields';
import { ListStates, type ListQuery } from '#kit/ui/states';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { Badge, PanelHeader } from '../../components/panel';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

const routeApi = getRouteApi('/_dashboard/users_/$id');

/** Each section's page size: the page shows the latest few of each, with its own pages. */
const SECTION_PAGE_SIZE = 10;

type Outputs = AdminOutputs['users'];
type Page<Item> = { items: readonly Item[]; total: number };

/** A user's page (issue 31): the profile, then each section its own query, so a slow one holds up no other. */
export function UserPage() {
  const { id } = routeApi.useParams();
  const profile = trpc.users.profile.useQuery({ id });
  return (
    <section aria-labelledby="user-heading" className="flex flex-col gap-6">
      <p>
        <Link to="/users" className="text-sm text-indigo-700 underline">
          {m['users.page.back']()}
        </Link>
      </p>
      <ListStates query={profile} errorMessage={m['users.page.load-failed']()} isEmpty={() => false} empty={null}>
        {(user) => <Profile user={user} />}
      </ListStates>
      <LedgerSection id={id} />
      <UserSection title={m['users.page.orders']()} useSection={(page) => trpc.users.orders.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={ORDER_COLUMNS} />
      <UserSection title={m['users.page.withdrawals']()} useSection={(page) => trpc.users.withdrawals.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={WITHDRAWAL_COLUMNS} />
      <UserSection title={m['users.page.invited']()} useSection={(page) => trpc.users.referrals.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={REFERRAL_COLUMNS} />
      <UserSection title={m['users.page.tasks']()} useSection={(page) => trpc.users.tasks.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={TASK_COLUMNS} />
      <UserSection title={m['users.page.offerwall']()} useSection={(page) => trpc.users.offerwallCredits.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={OFFERWALL_COLUMNS} />
      <UserSection title={m['users.page.vip']()} useSection={(page) => trpc.users.vipOrders.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={VIP_COLUMNS} />
      <UserSection title={m['users.page.appeals']()} useSection={(page) => trpc.users.appeals.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={APPEAL_COLUMNS} />
      <SessionsSection id={id} />
      <UserSection title={m['users.page.blocks']()} useSection={(page) => trpc.users.blocks.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })} columns={BLOCK_COLUMNS} />
      <NotesSection id={id} />
      <UserSection
        title={m['users.page.audit']()}
        useSection={(page) => {
          const audit = trpc.users.audit.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE });
          return { ...audit, data: audit.data ? { items: audit.data.entries, total: audit.data.total } : undefined };
        }}
        columns={AUDIT_COLUMNS}
        extra={
          <Link to="/audit" search={{ targetType: 'user', targetId: id }} className="text-sm text-indigo-700 underline">
            {m['users.page.audit-all']()}
          </Link>
        }
      />
    </section>
  );
}

function Profile({ user }: { user: Outputs['profile'] }) {
  const facts: Array<[string, ReactNode]> = [
    [m['users.column.email'](), user.email],
    [m['users.column.verified'](), user.emailVerified ? <Badge tone="green">{m['users.column.verified']()}</Badge> : <Badge tone="amber">{m['users.column.not-verified']()}</Badge>],
    [m['users.page.locale'](), user.locale],
    [m['users.column.joined'](), formatDate(user.createdAt)],
    [m['users.column.status'](), user.deletedAt ? <Badge>{m['users.page.deleted']()}</Badge> : user.isBlocked ? <Badge tone="red">{m['users.column.blocked']()}</Badge> : <Badge tone="green">{m['users.column.active']()}</Badge>],
    [m['users.column.balance'](), <span className="tabular-nums">{formatRupees(user.balancePaise)}</span>],
    [m['users.page.held'](), <span className="tabular-nums">{formatRupees(user.heldPaise)}</span>],
    [
      m['users.page.invited-by'](),
      user.invitedBy ? (
        <span>
          <Link to="/users/$id" params={{ id: user.invitedBy.userId }} className="text-indigo-700 underline">
            {user.invitedBy.name}
          </Link>{' '}
          <Badge>{user.invitedBy.status}</Badge> {user.invitedBy.flags.map((flag) => <Badge key={flag} tone="amber">{flag}</Badge>)}
        </span>
      ) : (
        m['users.page.nobody']()
      ),
    ],
  ];
  return (
    <div>
      <PanelHeader id="user-heading" documentTitle={m['users.page.document-title']({ name: user.name })} title={user.name} description={user.email} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A section: its heading, a page of its items as a table, and its own previous/next. */
function UserSection<Item extends { id: string }>({
  title,
  useSection,
  columns,
  actions,
  extra,
}: {
  title: string;
  useSection: (page: number) => ListQuery<Page<Item>>;
  columns: Column<Item>[];
  actions?: (item: Item) => ReactNode;
  extra?: ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = useSection(page);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SECTION_PAGE_SIZE));
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {title} {query.data ? <span className="text-sm font-normal text-slate-600">({query.data.total})</span> : null}
        </h3>
        <div className="flex flex-wrap items-center gap-2">{extra}</div>
      </div>
      <ListStates query={query} errorMessage={m['users.page.section-failed']({ section: title })} isEmpty={(data) => data.items.length === 0} empty={<p className="text-sm text-slate-600">{m['users.page.none']()}</p>}>
        {(data) => <DataTable caption={title} columns={columns} rows={data.items} rowKey={(item) => item.id} actions={actions} stackBelow="md" />}
      </ListStates>
      {pages > 1 ? (
        <nav aria-label={m['users.page.section-pages']({ section: title })} className="mt-2 flex items-center gap-3 text-sm">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {m['users.page.previous']()}
          </Button>
          <span>{m['users.page.page-of']({ page, pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {m['users.page.next']()}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

type LedgerEntry = Outputs['ledger']['entries'][number];

function LedgerSection({ id }: { id: string }) {
  return (
    <UserSection<LedgerEntry>
      title={m['users.page.ledger']()}
      useSection={(page) => {
        const ledger = trpc.users.ledger.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE });
        return { ...ledger, data: ledger.data ? { items: ledger.data.entries, total: ledger.data.total } : undefined };
      }}
      columns={[
        { header: m['users.page.when'](), cell: (entry) => formatDateTime(entry.createdAt) },
        { header: m['users.page.what'](), cell: (entry) => entry.description },
        { header: m['users.page.amount'](), align: 'end', className: 'tabular-nums', cell: (entry) => formatSignedRupees(entry.amountPaise) },
      ]}
      extra={<DownloadCsvButton path={`/api/admin/users/${id}/ledger`} label={m['users.page.ledger-csv']()} />}
    />
  );
}

type Session = Outputs['sessions']['items'][number];

function SessionsSection({ id }: { id: string }) {
  const changed = (utils: Parameters<Parameters<typeof useToastOutcome>[0]['changed']>[0]) => [utils.users.sessions, utils.users.audit];
  const endOne = trpc.users.endSession.useMutation(useToastOutcome({ success: m['users.page.session-ended'](), failure: m['users.page.session-end-failed'](), changed }));
  const endAll = trpc.users.endAllSessions.useMutation(useToastOutcome({ success: (result) => m['users.page.sessions-ended']({ count: result.ended }), failure: m['users.page.session-end-failed'](), changed }));
  return (
    <UserSection<Session>
      title={m['users.page.sessions']()}
      useSection={(page) => trpc.users.sessions.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })}
      columns={[
        { header: m['users.page.device'](), cell: (session) => [session.browser, session.os].filter(Boolean).join(' · ') || m['users.page.unknown-device']() },
        { header: m['users.page.signed-in'](), cell: (session) => formatDateTime(session.createdAt) },
        { header: m['users.page.last-seen'](), cell: (session) => formatDateTime(session.lastSeenAt) },
      ]}
      actions={(session) => (
        <Button size="sm" variant="danger" busy={endOne.isPending && endOne.variables?.sessionId === session.id} onClick={() => endOne.mutate({ id, sessionId: session.id })}>
          {m['users.page.end-session']()}
        </Button>
      )}
      extra={
        <Button size="sm" variant="danger" busy={endAll.isPending} onClick={() => endAll.mutate({ id })}>
          {m['users.page.end-all-sessions']()}
        </Button>
      }
    />
  );
}

type Note = Outputs['notes']['items'][number];

function NotesSection({ id }: { id: string }) {
  const [text, setText] = useState('');
  const add = trpc.users.addNote.useMutation(
    useToastOutcome({ success: m['users.page.note-added'](), failure: m['users.page.note-failed'](), changed: (utils) => [utils.users.notes, utils.users.audit], onDone: () => setText('') }),
  );
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ id, text });
        }}
      >
        <TextAreaField label={m['users.page.note-label']()} value={text} maxLength={NOTE_MAX_LENGTH} rows={3} onChange={(event) => setText(event.target.value)} />
        <div>
          <Button type="submit" size="sm" busy={add.isPending} disabled={!text.trim()}>
            {m['users.page.add-note']()}
          </Button>
        </div>
      </form>
      <UserSection<Note>
        title={m['users.page.notes']()}
        useSection={(page) => trpc.users.notes.useQuery({ id, page, pageSize: SECTION_PAGE_SIZE })}
        columns={[
          { header: m['users.page.when'](), cell: (note) => formatDateTime(note.createdAt) },
          { header: m['users.page.by'](), cell: (note) => note.adminEmail ?? m['users.page.former-admin']() },
          { header: m['users.page.note'](), className: 'whitespace-pre-wrap break-words', cell: (note) => note.text },
        ]}
      />
    </div>
  );
}

const statusCell = (status: string, note?: string | null) => (
  <span className="flex flex-col gap-0.5">
    <Badge>{status}</Badge>
    {note ? <span className="text-xs text-slate-700">{note}</span> : null}
  </span>
);

const ORDER_COLUMNS: Column<Outputs['orders']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (order) => formatDateTime(order.createdAt) },
  { header: m['users.page.product'](), cell: (order) => order.product },
  { header: m['users.page.amount'](), align: 'end', className: 'tabular-nums', cell: (order) => formatRupees(order.pricePaise) },
  { header: m['users.column.status'](), cell: (order) => statusCell(order.status, order.reportedAt ? m['users.page.reported']({ date: formatDateTime(order.reportedAt) }) : order.reason) },
];

const WITHDRAWAL_COLUMNS: Column<Outputs['withdrawals']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (request) => formatDateTime(request.createdAt) },
  { header: m['users.page.amount'](), align: 'end', className: 'tabular-nums', cell: (request) => formatRupees(request.amountPaise) },
  { header: m['users.column.status'](), cell: (request) => statusCell(request.status, request.rejectReason ?? (request.codeLast4 ? `…${request.codeLast4}` : null)) },
];

const REFERRAL_COLUMNS: Column<Outputs['referrals']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (referral) => formatDate(referral.createdAt) },
  {
    header: m['users.page.friend'](),
    cell: (referral) => (
      <Link to="/users/$id" params={{ id: referral.friendId }} className="text-indigo-700 underline">
        {referral.friendName}
      </Link>
    ),
  },
  { header: m['users.column.status'](), cell: (referral) => statusCell(referral.status, referral.reason) },
  { header: m['users.page.flags'](), cell: (referral) => referral.flags.map((flag) => <Badge key={flag} tone="amber">{flag}</Badge>) },
];

const TASK_COLUMNS: Column<Outputs['tasks']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (submission) => formatDateTime(submission.createdAt) },
  { header: m['users.page.task'](), cell: (submission) => submission.task },
  { header: m['users.page.amount'](), align: 'end', className: 'tabular-nums', cell: (submission) => formatRupees(submission.rewardPaise) },
  { header: m['users.column.status'](), cell: (submission) => statusCell(submission.status, submission.reason) },
];

const OFFERWALL_COLUMNS: Column<Outputs['offerwallCredits']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (credit) => formatDateTime(credit.createdAt) },
  { header: m['users.page.provider'](), cell: (credit) => credit.provider },
  { header: m['users.page.amount'](), align: 'end', className: 'tabular-nums', cell: (credit) => formatRupees(credit.amountPaise) },
  { header: m['users.column.status'](), cell: (credit) => statusCell(credit.status, m['users.page.clears']({ date: formatDate(credit.clearsAt) })) },
];

const VIP_COLUMNS: Column<Outputs['vipOrders']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (order) => formatDateTime(order.createdAt) },
  { header: m['users.page.amount'](), align: 'end', className: 'tabular-nums', cell: (order) => formatRupees(order.amountPaise) },
  {
    header: m['users.page.membership'](),
    cell: (order) => (order.grantedFrom && order.grantedUntil ? m['users.page.membership-dates']({ from: formatDate(order.grantedFrom), until: formatDate(order.grantedUntil) }) : '—'),
  },
  { header: m['users.column.status'](), cell: (order) => statusCell(order.status, order.refundedAt ? m['users.page.refunded']({ date: formatDate(order.refundedAt) }) : null) },
];

const APPEAL_COLUMNS: Column<Outputs['appeals']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (appeal) => formatDateTime(appeal.createdAt) },
  { header: m['users.page.about'](), cell: (appeal) => appeal.itemKind },
  { header: m['users.page.message'](), className: 'break-words', cell: (appeal) => appeal.message },
  { header: m['users.column.status'](), cell: (appeal) => statusCell(appeal.status, appeal.answer) },
];

const BLOCK_COLUMNS: Column<Outputs['blocks']['items'][number]>[] = [
  { header: m['users.page.when'](), cell: (block) => formatDateTime(block.createdAt) },
  { header: m['users.page.change'](), cell: (block) => (block.blocked ? <Badge tone="red">{m['users.column.blocked']()}</Badge> : <Badge tone="green">{m['users.page.unblocked']()}</Badge>) },
  { header: m['users.page.reason'](), cell: (block) => block.reason ?? m['users.page.no-reason']() },
  { header: m['users.page.by'](), cell: (block) => block.adminEmail ?? m['users.page.former-admin']() },
];

const AUDIT_COLUMNS: Column<Outputs['audit']['entries'][number]>[] = [
  { header: m['users.page.when'](), cell: (entry) => formatDateTime(entry.createdAt) },
  { header: m['users.page.by'](), cell: (entry) => entry.adminEmail ?? m['users.page.system']() },
  { header: m['users.page.action'](), cell: (entry) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{entry.action}</code> },
];

