import { formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

// What a withdrawal and a reward order on /redeem-history say alike, so the two lists read as one.

export function RequestFacts({ sentToLabel, sentTo, requestedAt }: { sentToLabel: string; sentTo: string | null; requestedAt: Date }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-indigo-300">{sentToLabel}</dt>
        <dd className="break-all text-white">{sentTo}</dd>
      </div>
      <div>
        <dt className="text-indigo-300">{m['wallet.redeem-history.requested']()}</dt>
        <dd className="text-white">
          <time dateTime={requestedAt.toISOString()}>{formatDateTime(requestedAt)}</time>
        </dd>
      </div>
    </dl>
  );
}

export function ReturnedNote({ reason, amountPaise }: { reason: string | null; amountPaise: number }) {
  return (
    <div className="mt-4 rounded-xl bg-rose-500/10 p-3 text-sm text-rose-100 ring-1 ring-rose-400/30">
      {reason && <p>{m['wallet.redeem-history.reason']({ reason })}</p>}
      <p className="mt-1 font-semibold">{m['wallet.redeem-history.returned']({ amount: formatRupees(amountPaise) })}</p>
    </div>
  );
}

export function ClosedOn({ label, at }: { label: string; at: Date }) {
  return (
    <p className="mt-3 text-xs text-indigo-300">
      {label} <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>
    </p>
  );
}
