import { REJECTABLE_REFERRAL_STATUSES, REVERSIBLE_REFERRAL_STATUSES } from '#contract/referrals/rules';
import { RowActions, RowButton } from '../../components/row-actions';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { useReferralOutcome, type AdminReferralRow } from './referral-outcome';
import type { ReasonAction } from './referral-reason-dialog';

/** Review: approve; not yet paid or ended: reject; paid: reverse. Every row: revoke (or restore) its referrer's ability to refer. */
export function ReferralActions({ referral, onReason, onReferrer }: { referral: AdminReferralRow; onReason: (action: ReasonAction) => void; onReferrer: () => void }) {
  const names = { friend: referral.friend.name, referrer: referral.referrer.name };
  const canRefer = referral.referrer.canRefer;
  return (
    <RowActions>
      {referral.status === 'review' ? <ApproveButton referral={referral} /> : null}
      {REJECTABLE_REFERRAL_STATUSES.includes(referral.status) ? (
        <RowButton dialog variant="danger" label={m['referrals.reject-label'](names)} onClick={() => onReason('reject')}>
          {m['referrals.reject']()}
        </RowButton>
      ) : null}
      {REVERSIBLE_REFERRAL_STATUSES.includes(referral.status) ? (
        <RowButton dialog variant="danger" label={m['referrals.reverse-label'](names)} onClick={() => onReason('reverse')}>
          {m['referrals.reverse']()}
        </RowButton>
      ) : null}
      <RowButton dialog label={canRefer ? m['referrals.revoke-label'](names) : m['referrals.restore-label'](names)} onClick={onReferrer}>
        {canRefer ? m['referrals.revoke']() : m['referrals.restore']()}
      </RowButton>
    </RowActions>
  );
}

function ApproveButton({ referral }: { referral: AdminReferralRow }) {
  const approve = trpc.referrals.approve.useMutation(useReferralOutcome({ success: m['referrals.approved']() }));
  return (
    <RowButton
      variant="primary"
      label={m['referrals.approve-label']({ friend: referral.friend.name, referrer: referral.referrer.name })}
      busy={approve.isPending}
      busyLabel={m['referrals.approving']()}
      onClick={() => approve.mutate({ id: referral.id })}
    >
      {m['referrals.approve']()}
    </RowButton>
  );
}
