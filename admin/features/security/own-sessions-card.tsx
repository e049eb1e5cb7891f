import { useState } from 'react';
import type { OwnAdminSession } from '#contract/admin-accounts/schemas';
import { formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/panel';
import { RowButton } from '../../components/row-actions';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';

function deviceOf(session: OwnAdminSession): string {
  if (!session.browser) return m['account.sessions.unknown-browser']();
  return session.os ? m['account.sessions.on']({ browser: session.browser, os: session.os }) : session.browser;
}

const COLUMNS: Column<OwnAdminSession>[] = [
  {
    header: m['account.sessions.device'](),
    rowHeader: true,
    className: 'text-left font-medium text-slate-900',
    cell: (session) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        {deviceOf(session)}
        {session.current ? <Badge tone="green">{m['account.sessions.this-device']()}</Badge> : null}
      </span>
    ),
  },
  { header: m['account.sessions.signed-in'](), className: 'text-xs text-slate-700 whitespace-nowrap', cell: (session) => formatDateTime(session.createdAt) },
  { header: m['account.sessions.last-seen'](), className: 'text-xs text-slate-700 whitespace-nowrap', cell: (session) => formatDateTime(session.lastSeenAt) },
];

/** The admin's own sessions: end one, or every other one (decision 051). */
export function OwnSessionsCard() {
  const sessions = trpc.myAccount.sessions.useQuery();
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const changed = (utils: ReturnType<typeof trpc.useUtils>) => [utils.myAccount.sessions];
  const endOne = trpc.myAccount.endSession.useMutation(useToastOutcome({ success: m['account.sessions.ended'](), failure: m['account.sessions.end-failed'](), changed }));
  const endOthers = trpc.myAccount.endOtherSessions.useMutation(
    useToastOutcome({
      success: ({ sessionsEnded }) => m['account.sessions.end-others.done']({ count: sessionsEnded }),
      failure: m['account.sessions.end-failed'](),
      changed,
      onDone: () => setConfirmingOthers(false),
    }),
  );
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Card id="sessions-heading" title={m['account.sessions.title']()} intro={null}>
      <div className="mt-3 space-y-3">
        {sessions.data ? (
          <>
            <DataTable
              caption={m['account.sessions.caption']()}
              columns={COLUMNS}
              rows={sessions.data}
              rowKey={(session) => session.id}
              rowTestId="own-session"
              actions={(session) =>
                session.current ? null : (
                  <RowButton
                    variant="danger"
                    label={m['account.sessions.end-label']({ device: deviceOf(session), date: formatDateTime(session.createdAt) })}
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate({ id: session.id })}
                  >
                    {m['account.sessions.end']()}
                  </RowButton>
                )
              }
            />
            {others > 0 ? (
              <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirmingOthers(true)}>
                {m['account.sessions.end-others']()}
              </Button>
            ) : null}
          </>
        ) : sessions.isError ? (
          <ErrorState message={m['account.sessions.load-failed']()} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
        ) : (
          <LoadingState label={m['account.sessions.loading']()} lines={2} />
        )}
      </div>
      {confirmingOthers ? (
        <ConfirmDialog
          title={m['account.sessions.end-others.title']()}
          description={m['account.sessions.end-others.text']({ count: others })}
          confirmLabel={m['account.sessions.end-others.confirm']()}
          busyLabel={m['account.sessions.end-others.busy']()}
          busy={endOthers.isPending}
          onConfirm={() => endOthers.mutate()}
          onClose={() => setConfirmingOthers(false)}
        />
      ) : null}
    </Card>
  );
}
