import { referralReasonOf, type ReferralReason } from '#contract/referrals/rules';
import type { MyReferrals, ReferralFriend, ReferralStatus } from '#contract/referrals/schemas';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatDate, formatDateTime, formatRupees } from '#kit/lib/format';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { countdownText } from '../lib/share-text';
import { CopyRow } from './copy-row';
import { ShareButton } from './share-button';

/** /invite (issue 17): the person's code and link, their progress, held rewards, debt and every friend. */
export function InvitePage() {
  useDocumentTitle(m['referrals.title']());
  const mine = trpc.referrals.mine.useQuery();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={m['referrals.title']()} description={m['referrals.description']()} />
      {mine.isPending ? (
        <LoadingState label={m['referrals.loading']()} />
      ) : mine.data === undefined ? (
        <ErrorState message={messageFor(mine.error, m['referrals.failed']())} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : (
        <InviteContent mine={mine.data} />
      )}
    </div>
  );
}

function InviteContent({ mine }: { mine: MyReferrals }) {
  // Read once per render: the countdowns count whole days, so a page left open is at most a render behind.
  const now = Date.now();
  const held = mine.friends.filter((friend) => friend.status === 'held' && friend.clearsAt);
  return (
    <div className="space-y-6">
      <Card aria-labelledby="invite-share-title">
        <h2 id="invite-share-title" className="sr-only">
          {m['referrals.code-label']()}
        </h2>
        <p className="text-sm text-indigo-100">
          {m['referrals.how']({ qualify: formatRupees(mine.qualifyPaise), reward: formatRupees(mine.rewardPaise) })}
          {mine.welcomePaise > 0 ? ` ${m['referrals.how-welcome']({ welcome: formatRupees(mine.welcomePaise) })}` : null}
        </p>
        {mine.canRefer ? (
          <>
            <CopyRow label={m['referrals.code-label']()} value={mine.code} copyLabel={m['referrals.copy-code']()} copiedMessage={m['referrals.code-copied']()} />
            <CopyRow label={m['referrals.link-label']()} value={mine.link} copyLabel={m['referrals.copy-link']()} copiedMessage={m['referrals.link-copied']()} />
            <ShareButton terms={mine} link={mine.link} />
            <p className="mt-3 text-xs text-indigo-300">{m['referrals.sharing-earns-nothing']()}</p>
          </>
        ) : (
          <Notice tone="info" className="mt-4">
            {m['referrals.paused']()}
          </Notice>
        )}
      </Card>

      <Card aria-labelledby="invite-progress-title">
        <h2 id="invite-progress-title" className="text-lg font-semibold text-white">
          {m['referrals.progress-title']()}
        </h2>
        <progress
          aria-labelledby="invite-progress-title"
          aria-describedby="invite-progress-text"
          value={Math.min(mine.qualified, mine.target)}
          max={mine.target}
          className="mt-3 h-3 w-full overflow-hidden rounded-full accent-emerald-400"
        />
        <p id="invite-progress-text" className="mt-2 text-sm text-indigo-100">
          {m['referrals.progress']({ qualified: formatCount(mine.qualified), target: formatCount(mine.target) })}
        </p>
      </Card>

      {mine.heldPaise > 0 || held.length > 0 ? (
        <Card aria-labelledby="invite-held-title">
          <h2 id="invite-held-title" className="text-lg font-semibold text-white">
            {m['referrals.held-title']()}
          </h2>
          <p className="mt-2 text-sm text-indigo-100">{m['referrals.held-total']({ amount: formatRupees(mine.heldPaise) })}</p>
          <ul className="mt-3 space-y-2 text-sm text-indigo-100">
            {held.map((friend) => (
              <li key={friend.id}>
                {m['referrals.held-item']({
                  amount: formatRupees(mine.rewardPaise),
                  name: friend.name,
                  date: formatDateTime(friend.clearsAt!),
                  relative: countdownText(friend.clearsAt!, now),
                })}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {mine.debtPaise > 0 ? <Notice tone="error">{m['referrals.debt']({ amount: formatRupees(mine.debtPaise) })}</Notice> : null}

      <section aria-labelledby="invite-friends-title">
        <h2 id="invite-friends-title" className="mb-3 text-lg font-semibold text-white">
          {m['referrals.friends-title']()}
        </h2>
        {mine.friends.length === 0 ? (
          <EmptyState title={m['referrals.empty-title']()}>{m['referrals.empty-text']()}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {mine.friends.map((friend) => (
              <FriendRow key={friend.id} friend={friend} qualifyPaise={mine.qualifyPaise} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

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

function FriendRow({ friend, qualifyPaise }: { friend: ReferralFriend; qualifyPaise: number }) {
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
    </li>
  );
}
