import { Navigate } from '@tanstack/react-router';
import type { VipStatus } from '#contract/vip/schemas';
import { Card } from '../../../components/ui/feedback';
import { QueryPage } from '../../../components/ui/query-page';
import { formatLongDate } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatHms, useCountdown } from '../../../lib/countdown';
import { TodayCode } from './today-code';

/** /vip-giveaway (issue 19): members only — the server says who is one; everyone else is sent to /vip-purchase. */
export function VipGiveawayPage() {
  useDocumentTitle(m['vip.giveaway.title']());
  const status = trpc.vip.status.useQuery();
  if (status.data && !status.data.isMember) return <Navigate to="/vip-purchase" replace />;
  return (
    <QueryPage title={m['vip.giveaway.title']()} description={m['vip.giveaway.description']()} query={status} loadingLabel={m['vip.loading']()} failedMessage={m['vip.failed']()}>
      {(data) => <GiveawayContent status={data} onNextCode={status.refetch} />}
    </QueryPage>
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
        <Card titleId="vip-code-title" title={m['vip.code.title']()}>
          <p className="mt-2 text-indigo-100">{m['vip.no-code-today']()}</p>
        </Card>
      )}
    </div>
  );
}

/** A real countdown to the next 9:00 PM IST, ticking each second; at zero the page asks the server for the new day's code. */
function NextCode({ at, onReached }: { at: Date; onReached: () => unknown }) {
  // Once per target: the answer brings the next 9:00 PM, which starts the count again.
  const remaining = useCountdown(at, () => void onReached()) ?? 0;
  return (
    <Card titleId="vip-next-title" title={m['vip.next-code']()}>
      {/* A timer is not announced each second (role=timer is polite-off); the heading says what it counts to. */}
      <p role="timer" aria-labelledby="vip-next-title" className="mt-2 font-mono text-3xl font-bold tabular-nums text-white">
        {formatHms(remaining)}
      </p>
      <p className="mt-1 text-sm text-indigo-200">{m['vip.next-code-time']()}</p>
    </Card>
  );
}
