import { referralReasonOf, type ReferralReason } from '#contract/referrals/rules';
import type { ReferralFriend, ReferralStatus } from '#contract/referrals/schemas';
import { formatDate, formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { ReviewLink } from '../../../components/ui/review-link';

const STATUS_LABEL: Record<ReferralStatus, () => string> = {
  pending: () => m['referrals.status.pending'](),
  held: () => m['referrals.status.held'](),
  review: () => m['referrals.status.review'](),
  paid: () => m['referrals.status.paid'](),
  expired: () => m['referrals.status.expired'](),
  reversed: () => m['referrals.status.reversed'](),
  rejected: () => m['referrals.status.rejected'](),
};

const STATUS_TONE: Record<ReferralStatus, string> = {
  pending: 'bg-indigo-400/15 text-indigo-100 ring-indigo-300/30',
  held: 'bg-amber-300/15 text-amber-100 ring-amber-300/30',
  review: 'bg-amber-300/15 text-amber-100 ring-amber-300/30',
  paid: 'bg-emerald-400/15 text-emerald-100 ring-emerald-300/30',
  expired: 'bg-white/10 text-indigo-100 ring-white/20',
  reversed: 'bg-rose-400/15 text-rose-100 ring-rose-300/30',
  rejected: 'bg-rose-400/15 text-rose-100 ring-rose-300/30',
};

/** What a friend's date means depends on the status: a pending friend's deadline, a held reward's pay day, the day a reward was paid. */
function clearsText(friend: ReferralFriend): string | null {
  if (friend.status === 'paid') return friend.paidAt ? m['referrals.friend-was-paid']({ date: formatDate(friend.paidAt) }) : null;
  if (!friend.clearsAt) return null;
  if (friend.status === 'pending') return m['referrals.friend-qualify-by']({ date: formatDate(friend.clearsAt) });
  if (friend.status === 'held') return m['referrals.friend-paid-on']({ date: formatDateTime(friend.clearsAt) });
  return null;
}

const FIXED_REASON_TEXT: Record<Exclude<ReferralReason['code'], 'expired'>, () => string> = {
  friendBlocked: () => m['referrals.reason.friend-blocked'](),
  earningsReversed: () => m['referrals.reason.earnings-reversed'](),
  review: () => m['referrals.reason.review'](),
};

/** The programme's own reasons in the reader's language; an admin's rejection reason as they wrote it. */
function reasonText(reason: string): string {
  const known = referralReasonOf(reason);
  if (known === null) return reason;
  return known.code === 'expired' ? m['referrals.reason.expired']({ days: known.days }) : FIXED_REASON_TEXT[known.code]();
}

/** One invited friend: their status, when they joined, what they have earned towards qualifying and what happens next. */
export function FriendRow({ friend, qualifyPaise }: { friend: ReferralFriend; qualifyPaise: number }) {
  const clears = clearsText(friend);
  return (
    <li className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-white">{friend.name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[friend.status]}`}>{STATUS_LABEL[friend.status]()}</span>
      </div>
      <p className="mt-1 text-sm text-indigo-200">{m['referrals.friend-joined']({ date: formatDate(friend.joinedAt) })}</p>
      {friend.status === 'pending' ? (
        <p className="mt-1 text-sm text-indigo-200">{m['referrals.friend-earned']({ earned: formatRupees(friend.earnedPaise), qualify: formatRupees(qualifyPaise) })}</p>
      ) : null}
      {clears ? <p className="mt-1 text-sm text-indigo-200">{clears}</p> : null}
      {friend.reason ? <p className="mt-1 text-sm text-indigo-100">{reasonText(friend.reason)}</p> : null}
      {friend.status !== 'paid' ? <ReviewLink className="mt-2 inline-block" /> : null}
    </li>
  );
}
