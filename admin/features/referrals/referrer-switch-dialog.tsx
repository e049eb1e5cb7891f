import { ConfirmDialog } from '../../components/confirm-dialog';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { useReferralOutcome, type AdminReferralRow } from './referral-outcome';

/** Revokes a referrer's ability to refer, or gives it back: asked first, as it changes every future sign-up through their link. */
export function ReferrerSwitchDialog({ referrer, onClose, fallbackFocus }: { referrer: AdminReferralRow['referrer']; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const revoke = referrer.canRefer;
  const names = { referrer: referrer.name };
  const setCanRefer = trpc.referrals.setCanRefer.useMutation(useReferralOutcome({ success: revoke ? m['referrals.revoked'](names) : m['referrals.restored'](names), onDone: onClose }));
  return (
    <ConfirmDialog
      title={revoke ? m['referrals.revoke.title'](names) : m['referrals.restore.title'](names)}
      description={revoke ? m['referrals.revoke.description']() : m['referrals.restore.description']()}
      confirmLabel={revoke ? m['referrals.revoke.confirm']() : m['referrals.restore.confirm']()}
      busyLabel={revoke ? m['referrals.revoke.busy']() : m['referrals.restore.busy']()}
      busy={setCanRefer.isPending}
      onConfirm={() => setCanRefer.mutate({ userId: referrer.id, revoked: revoke })}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}
