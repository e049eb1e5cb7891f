import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { referralReasonFormSchema } from './referral-form-schema';
import { useReferralOutcome, type AdminReferralRow } from './referral-outcome';

/** The two decisions that need a reason the referrer reads on their invite page. */
export type ReasonAction = 'reject' | 'reverse';

const WORDS = {
  // Says no to a referral not yet paid; nothing is paid.
  reject: {
    title: m['referrals.reject.title'],
    description: m['referrals.reject.description'],
    submit: m['referrals.reject.submit'],
    submitting: m['referrals.reject.submitting'],
    success: m['referrals.rejected'],
  },
  // Takes a paid referral back; what the balances do not cover is owed (the server's user debts).
  reverse: {
    title: m['referrals.reverse.title'],
    description: m['referrals.reverse.description'],
    submit: m['referrals.reverse.submit'],
    submitting: m['referrals.reverse.submitting'],
    success: m['referrals.reversed'],
  },
} as const;

/** Rejects or reverses a referral with a required reason. */
export function ReferralReasonDialog({ action, referral, onClose, fallbackFocus }: { action: ReasonAction; referral: AdminReferralRow; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const words = WORDS[action];
  const form = useSchemaForm(referralReasonFormSchema, { defaultValues: { reason: '' } });
  const outcome = useReferralOutcome({ success: words.success(), onDone: onClose, showFailure: (error) => form.showRefusal(error, m['referrals.action-failed']()) });
  // Both hooks always run (hooks may not be conditional); the action picks which one this dialog sends.
  const reject = trpc.referrals.reject.useMutation(outcome);
  const reverse = trpc.referrals.reverse.useMutation(outcome);
  const mutation = action === 'reject' ? reject : reverse;
  const [reasonProps, fieldRef] = useDialogFirstField(form.field('reason'));

  return (
    <FormDialog
      title={words.title()}
      description={words.description({ friend: referral.friend.name, referrer: referral.referrer.name })}
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={({ reason }) => mutation.mutate({ id: referral.id, reason })}
      busy={mutation.isPending}
      submitLabel={words.submit()}
      busyLabel={words.submitting()}
      variant="danger"
    >
      <TextField label={m['referrals.reject.reason']()} hint={m['referrals.reject.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(referralReasonFormSchema.shape.reason)} {...reasonProps} />
    </FormDialog>
  );
}
