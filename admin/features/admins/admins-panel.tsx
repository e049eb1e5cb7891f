import { useState } from 'react';
import type { AdminAccount, AdminInvitation } from '#contract/admin-accounts/schemas';
import { formatDate, formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge, PanelHeader, type Tone } from '../../components/panel';
import { RowActions, RowButton } from '../../components/row-actions';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteAdminDialog } from './invite-admin-dialog';
import { ROLE_LABEL } from './role-words';

/** One row of the screen: an admin, or an invitation not yet accepted. */
type Row = { kind: 'admin'; admin: AdminAccount } | { kind: 'invitation'; invitation: AdminInvitation };

const STATUS: Record<'active' | 'disabled' | 'invited' | 'expired', { tone: Tone; label: () => string }> = {
  active: { tone: 'green', label: m['accounts.status.active'] },
  disabled: { tone: 'red', label: m['accounts.status.disabled'] },
  invited: { tone: 'indigo', label: m['accounts.status.invited'] },
  expired: { tone: 'amber', label: m['accounts.status.expired'] },
};

const statusOf = (row: Row) => (row.kind === 'admin' ? row.admin.status : row.invitation.expired ? 'expired' : 'invited');
const emailOf = (row: Row) => (row.kind === 'admin' ? row.admin.email : row.invitation.email);

const COLUMNS: Column<Row>[] = [
  {
    header: m['accounts.column.admin'](),
    rowHeader: true,
    className: 'text-left font-medium text-slate-900 break-all',
    cell: (row) => (row.kind === 'admin' && row.admin.you ? `${row.admin.email} ${m['accounts.you']()}` : emailOf(row)),
  },
  { header: m['accounts.column.role'](), cell: (row) => ROLE_LABEL[row.kind === 'admin' ? row.admin.role : row.invitation.role]() },
  {
    header: m['accounts.column.two-factor'](),
    cell: (row) => (row.kind === 'admin' ? (row.admin.twoFactor ? m['accounts.two-factor.on']() : m['accounts.two-factor.off']()) : '—'),
  },
  {
    header: m['accounts.column.last-sign-in'](),
    className: 'text-xs text-slate-700 whitespace-nowrap',
    cell: (row) =>
      row.kind === 'admin' ? (
        row.admin.lastSignInAt ? (
          <time dateTime={row.admin.lastSignInAt.toISOString()}>{formatDateTime(row.admin.lastSignInAt)}</time>
        ) : (
          m['accounts.never']()
        )
      ) : (
        <span className="flex flex-col">
          <span>{m['accounts.invited-on']({ date: formatDate(row.invitation.invitedAt) })}</span>
          <span>{m['accounts.expires-on']({ date: formatDateTime(row.invitation.expiresAt) })}</span>
        </span>
      ),
  },
  {
    header: m['accounts.column.status'](),
    cell: (row) => <Badge tone={STATUS[statusOf(row)].tone}>{STATUS[statusOf(row)].label()}</Badge>,
  },
];

type Dialog = { kind: 'invite' } | { kind: 'role' | 'disable'; admin: AdminAccount } | { kind: 'withdraw'; invitation: AdminInvitation } | null;

/** The owner's Admins screen (decision 051): every admin and open invitation; invite, change a role, disable or enable, withdraw. */
export function AdminsPanel() {
  const accounts = trpc.adminAccounts.list.useQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const changed = (utils: ReturnType<typeof trpc.useUtils>) => [utils.adminAccounts.list];
  const disable = trpc.adminAccounts.disable.useMutation(
    useToastOutcome({
      success: ({ sessionsEnded }) => m['accounts.disable.done']({ email: dialog && 'admin' in dialog ? dialog.admin.email : '', count: sessionsEnded }),
      failure: m['accounts.disable.failed'](),
      changed,
      onDone: close,
    }),
  );
  const enable = trpc.adminAccounts.enable.useMutation(useToastOutcome({ success: m['accounts.enable.done'](), failure: m['accounts.enable.failed'](), changed }));
  const inviteAgain = trpc.adminAccounts.invite.useMutation(
    useToastOutcome({ success: (invitation) => m['accounts.invite.sent']({ email: invitation.email }), failure: m['accounts.invite.failed'](), changed }),
  );
  const withdraw = trpc.adminAccounts.revokeInvitation.useMutation(useToastOutcome({ success: m['accounts.withdraw.done'](), failure: m['accounts.withdraw.failed'](), changed, onDone: close }));

  const rows: Row[] = accounts.data
    ? [...accounts.data.admins.map((admin) => ({ kind: 'admin' as const, admin })), ...accounts.data.invitations.map((invitation) => ({ kind: 'invitation' as const, invitation }))]
    : [];

  const actions = (row: Row) => {
    if (row.kind === 'invitation') {
      const { invitation } = row;
      return (
        <RowActions>
          <RowButton label={m['accounts.invite-again.label']({ email: invitation.email })} disabled={inviteAgain.isPending} onClick={() => inviteAgain.mutate({ email: invitation.email, role: invitation.role })}>
            {m['accounts.invite-again']()}
          </RowButton>
          <RowButton dialog variant="danger" label={m['accounts.withdraw.label']({ email: invitation.email })} onClick={() => setDialog({ kind: 'withdraw', invitation })}>
            {m['accounts.withdraw']()}
          </RowButton>
        </RowActions>
      );
    }
    const { admin } = row;
    if (admin.you) return <span className="text-xs text-slate-600">{m['accounts.own-row']()}</span>;
    return (
      <RowActions>
        <RowButton dialog label={m['accounts.change-role.label']({ email: admin.email })} onClick={() => setDialog({ kind: 'role', admin })}>
          {m['accounts.change-role']()}
        </RowButton>
        {admin.status === 'active' ? (
          <RowButton dialog variant="danger" label={m['accounts.disable.label']({ email: admin.email })} onClick={() => setDialog({ kind: 'disable', admin })}>
            {m['accounts.disable']()}
          </RowButton>
        ) : (
          <RowButton label={m['accounts.enable.label']({ email: admin.email })} disabled={enable.isPending} onClick={() => enable.mutate({ id: admin.id })}>
            {m['accounts.enable']()}
          </RowButton>
        )}
      </RowActions>
    );
  };

  return (
    <section aria-labelledby="admins-heading" className="space-y-4">
      <PanelHeader id="admins-heading" documentTitle={m['accounts.document-title']()} title={m['accounts.title']()} description={m['accounts.description']()}>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'invite' })}>
          {m['accounts.invite']()}
        </Button>
      </PanelHeader>
      {accounts.data ? (
        <DataTable caption={m['accounts.caption']()} columns={COLUMNS} rows={rows} rowKey={(row) => (row.kind === 'admin' ? row.admin.id : row.invitation.id)} rowTestId="admin-account" actions={actions} />
      ) : accounts.isError ? (
        <ErrorState message={m['accounts.load-failed']()} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
      ) : (
        <LoadingState label={m['accounts.loading']()} lines={4} />
      )}
      {dialog?.kind === 'invite' ? <InviteAdminDialog onClose={close} /> : null}
      {dialog?.kind === 'role' ? <ChangeRoleDialog admin={dialog.admin} onClose={close} /> : null}
      {dialog?.kind === 'disable' ? (
        <ConfirmDialog
          title={m['accounts.disable.title']({ email: dialog.admin.email })}
          description={m['accounts.disable.text']()}
          confirmLabel={m['accounts.disable.confirm']()}
          busyLabel={m['accounts.disable.busy']()}
          busy={disable.isPending}
          onConfirm={() => disable.mutate({ id: dialog.admin.id })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'withdraw' ? (
        <ConfirmDialog
          title={m['accounts.withdraw.title']()}
          description={m['accounts.withdraw.text']({ email: dialog.invitation.email })}
          confirmLabel={m['accounts.withdraw.confirm']()}
          busyLabel={m['accounts.withdraw.busy']()}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate({ id: dialog.invitation.id })}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
