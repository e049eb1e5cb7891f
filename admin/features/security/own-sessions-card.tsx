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
  if (!session.browser) return m['accounts.own.sessions.unknown-browser']();
  return session.os ? m['accounts.own.sessions.on']({ browser: session.browser, os: session.os }) : session.browser;
}

const COLUMNS: Column<OwnAdminSession>[] = [
  {
    header: m['accounts.own.sessions.device'](),
    rowHeader: true,
    className: 'text-left font-medium text-slate-900',
    cell: (session) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        {deviceOf(session)}
        {session.current ? <Badge tone="green">{m['accounts.own.sessions.this-device']()}</Badge> : null}
      </span>
    ),
  },
  { header: m['accounts.own.sessions.signed-in'](), className: 'text-xs text-slate-700 whitespace-nowrap', cell: (session) => formatDateTime(session.createdAt) },
  { header: m['accounts.own.sessions.last-seen'](), className: 'text-xs text-slate-700 whitespace-nowrap', cell: (session) => formatDateTime(session.lastSeenAt) },
];

/** The admin's own sessions: end one, or every other one (decision 051). */
export function OwnSessionsCard() {
  const sessions = trpc.myAccount.sessions.useQuery();
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const changed = (utils: ReturnType<typeof trpc.useUtils>) => [utils.myAccount.sessions];
  const endOne = trpc.myAccount.endSession.useMutation(useToastOutcome({ success: m['accounts.own.sessions.ended'](), failure: m['accounts.own.sessions.end-failed'](), changed }));
  const endOthers = trpc.myAccount.endOtherSessions.useMutation(
    useToastOutcome({
      success: ({ sessionsEnded }) => m['accounts.own.sessions.end-others.done']({ count: sessionsEnded }),
      failure: m['accounts.own.sessions.end-failed'](),
      changed,
      onDone: () => setConfirmingOthers(false),
    }),
  );
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Card id="sessions-heading" title={m['accounts.own.sessions.title']()} intro={null}>
      <div className="mt-3 space-y-3">
        {sessions.data ? (
          <>
            <DataTable
              caption={m['accounts.own.sessions.caption']()}
              columns={COLUMNS}
              rows={sessions.data}
              rowKey={(session) => session.id}
              rowTestId="own-session"
              actions={(session) =>
                session.current ? null : (
                  <RowButton
                    variant="danger"
                    label={m['accounts.own.sessions.end-label']({ device: deviceOf(session), date: formatDateTime(session.createdAt) })}
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate({ id: session.id })}
                  >
                    {m['accounts.own.sessions.end']()}
                  </RowButton>
                )
              }
            />
            {others > 0 ? (
              <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirmingOthers(true)}>
                {m['accounts.own.sessions.end-others']()}
              </Button>
            ) : null}
          </>
        ) : sessions.isError ? (
          <ErrorState message={m['accounts.own.sessions.load-failed']()} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
        ) : (
          <LoadingState label={m['accounts.own.sessions.loading']()} lines={2} />
        )}
      </div>
      {confirmingOthers ? (
        <ConfirmDialog
          title={m['accounts.own.sessions.end-others.title']()}
          description={m['accounts.own.sessions.end-others.text']({ count: others })}
          confirmLabel={m['accounts.own.sessions.end-others.confirm']()}
          busyLabel={m['accounts.own.sessions.end-others.busy']()}
          busy={endOthers.isPending}
          onConfirm={() => endOthers.mutate()}
          onClose={() => setConfirmingOthers(false)}
        />
      ) : null}
    </Card>
  );
}
