import { REJECTABLE_REFERRAL_STATUSES, REVERSIBLE_REFERRAL_STATUSES } from '#contract/referrals/rules';
import { Button } from '#kit/ui/button';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { useReferralOutcome, type AdminReferralRow } from './referral-outcome';
import type { ReasonAction } from './referral-reason-dialog';

/** Review: approve; not yet paid or ended: reject; paid: reverse. Every row: revoke (or restore) its referrer's ability to refer. */
export function ReferralActions({ referral, onReason, onReferrer }: { referral: AdminReferralRow; onReason: (action: ReasonAction) => void; onReferrer: () => void }) {
  const names = { friend: referral.friend.name, referrer: referral.referrer.name };
  return (
    <div className="flex flex-wrap gap-2 xl:justify-end">
      {referral.status === 'review' ? <ApproveButton referral={referral} /> : null}
      {REJECTABLE_REFERRAL_STATUSES.includes(referral.status) ? (
        <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['referrals.reject-label'](names)} onClick={() => onReason('reject')} className="flex-1 xl:flex-none">
          {m['referrals.reject']()}
        </Button>
      ) : null}
      {REVERSIBLE_REFERRAL_STATUSES.includes(referral.status) ? (
        <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['referrals.reverse-label'](names)} onClick={() => onReason('reverse')} className="flex-1 xl:flex-none">
          {m['referrals.reverse']()}
        </Button>
      ) : null}
      <Button
        size="sm"
        aria-haspopup="dialog"
        aria-label={referral.referrer.canRefer ? m['referrals.revoke-label'](names) : m['referrals.restore-label'](names)}
        onClick={onReferrer}
        className="flex-1 xl:flex-none"
      >
        {referral.referrer.canRefer ? m['referrals.revoke']() : m['referrals.restore']()}
      </Button>
    </div>
  );
}

function ApproveButton({ referral }: { referral: AdminReferralRow }) {
  const approve = trpc.referrals.approve.useMutation(useReferralOutcome({ success: m['referrals.approved']() }));
  return (
    <Button
      size="sm"
      variant="primary"
      busy={approve.isPending}
      aria-label={m['referrals.approve-label']({ friend: referral.friend.name, referrer: referral.referrer.name })}
      onClick={() => {
        if (!approve.isPending) approve.mutate({ id: referral.id });
      }}
      className="flex-1 xl:flex-none"
    >
      {approve.isPending ? m['referrals.approving']() : m['referrals.approve']()}
    </Button>
  );
}
