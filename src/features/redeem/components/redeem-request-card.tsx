import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { ClosedOn, RequestFacts, ReturnedNote } from '../../../components/ui/history-entry';
import { RevealableCode, type RedeemRequest } from './revealable-code';
import { StatusBadge } from './status-badge';
import { WITHDRAWAL_PROCESSING_HOURS } from '#contract/redeem/rules';
import { ReviewLink } from '../../../components/ui/review-link';

/** One withdrawal: its amount and status, where the code goes, and what became of it. */
export function RedeemRequestCard({ request }: { request: RedeemRequest }) {
  const titleId = `redeem-request-${request.id}`;

  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-white">
          {formatRupees(request.amountPaise)} <span className="sr-only">{m['wallet.redeem-history.google-play-code']()}</span>
        </h2>
        <StatusBadge status={request.status} />
      </div>
      <RequestFacts sentToLabel={m['wallet.redeem-history.email']()} sentTo={request.email} requestedAt={request.createdAt} />

      {request.status === 'pending' && (
        <p className="mt-3 text-sm text-amber-100/90">
          {m['wallet.redeem-history.pending-note']({ ...WITHDRAWAL_PROCESSING_HOURS, amount: formatRupees(request.amountPaise) })}
        </p>
      )}

      {request.status === 'completed' && request.codeLast4 && <RevealableCode request={request} last4={request.codeLast4} />}

      {request.status === 'rejected' && <ReturnedNote reason={request.rejectReason} amountPaise={request.amountPaise} />}

      {request.status !== 'completed' && <ReviewLink className="mt-3 inline-block" />}
      {request.resolvedAt && <ClosedOn label={request.status === 'completed' ? m['wallet.redeem-history.completed-on']() : m['wallet.redeem-history.rejected-on']()} at={request.resolvedAt} />}
    </article>
  );
}
