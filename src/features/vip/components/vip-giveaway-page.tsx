import { Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { VipStatus } from '#contract/vip/schemas';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatLongDate } from '#kit/lib/format';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatCountdown } from '../lib/countdown';
import { TodayCode } from './today-code';

/** /vip-giveaway (issue 19): members only — the server says who is one; everyone else is sent to /vip-purchase. */
export function VipGiveawayPage() {
  useDocumentTitle(m['vip.giveaway.title']());
  const status = trpc.vip.status.useQuery();
  if (status.data && !status.data.isMember) return <Navigate to="/vip-purchase" replace />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={m['vip.giveaway.title']()} description={m['vip.giveaway.description']()} />
      {status.isPending ? (
        <LoadingState label={m['vip.loading']()} />
      ) : status.data === undefined ? (
        <ErrorState message={messageFor(status.error, m['vip.failed']())} onRetry={() => void status.refetch()} retrying={status.isFetching} />
      ) : (
        <GiveawayContent status={status.data} onNextCode={status.refetch} />
      )}
    </div>
  );
}

function GiveawayContent({ status, onNextCode }: { status: VipStatus; onNextCode: () => unknown }) {
  return (
    <div className="space-y-6">
      {status.expiresAt ? (
        <p className="rounded-xl bg-amber-400/10 px-4 py-3 text-amber-100 ring-1 ring-amber-300/30">{m['vip.member-until']({ date: formatLongDate(status.expiresAt) })}</p>
      ) : null}
      <NextCode at={status.nextCodeAt} onReached={onNextCode} />
      {status.todayCode ? (
        <TodayCode code={status.todayCode} />
      ) : (
        <Card aria-labelledby="vip-code-title">
          <h2 id="vip-code-title" className="text-lg font-semibold text-white">
            {m['vip.code.title']()}
          </h2>
          <p className="mt-2 text-indigo-100">{m['vip.no-code-today']()}</p>
        </Card>
      )}
    </div>
  );
}

/** A real countdown to the next 9:00 PM IST, ticking each second; at zero the page asks the server for the new day's code. */
function NextCode({ at, onReached }: { at: Date; onReached: () => unknown }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = at.getTime() - now;
  const reached = remaining <= 0;
  // Once per target: the answer brings the next 9:00 PM, which starts the count again.
  useEffect(() => {
    if (reached) void onReached();
  }, [reached, at, onReached]);
  return (
    <Card aria-labelledby="vip-next-title">
      <h2 id="vip-next-title" className="text-lg font-semibold text-white">
        {m['vip.next-code']()}
      </h2>
      {/* A timer is not announced each second (role=timer is polite-off); the heading says what it counts to. */}
      <p role="timer" aria-labelledby="vip-next-title" className="mt-2 font-mono text-3xl font-bold tabular-nums text-white">
        {formatCountdown(remaining)}
      </p>
      <p className="mt-1 text-sm text-indigo-200">{m['vip.next-code-time']()}</p>
    </Card>
  );
}
