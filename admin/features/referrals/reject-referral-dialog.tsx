import { maxLengthOf } from '../../../src/kit/lib/max-length';
import { Button } from '../../../src/kit/ui/button';
import { Dialog, DialogActions } from '../../../src/kit/ui/dialog';
import { TextField } from '../../../src/kit/ui/fields';
import { FormError } from '../../../src/kit/ui/form/form-error';
import { useDialogFirstField } from '../../../src/kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '../../../src/kit/ui/form/use-schema-form';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { rejectReferralFormSchema } from './referral-form-schema';
import { useReferralOutcome, type AdminReferralRow } from './referral-outcome';

/** Says no to a referral with a reason its referrer reads on their invite page; nothing is paid. */
export function RejectReferralDialog({ referral, onClose, fallbackFocus }: { referral: AdminReferralRow; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const form = useSchemaForm(rejectReferralFormSchema, { defaultValues: { reason: '' } });
  const reject = trpc.referrals.reject.useMutation(
    useReferralOutcome({ success: m['referrals.rejected'](), onDone: onClose, showFailure: (error) => form.showRefusal(error, m['referrals.action-failed']()) }),
  );
  const [reasonProps, fieldRef] = useDialogFirstField(form.field('reason'));
  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!reject.isPending) reject.mutate({ id: referral.id, reason });
  });

  return (
    <Dialog
      title={m['referrals.reject.title']()}
      description={m['referrals.reject.description']({ friend: referral.friend.name, referrer: referral.referrer.name })}
      onClose={onClose}
      preventClose={reject.isPending}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m['referrals.reject.reason']()} hint={m['referrals.reject.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(rejectReferralFormSchema.shape.reason)} {...reasonProps} />
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={reject.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {reject.isPending ? m['referrals.reject.submitting']() : m['referrals.reject.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
