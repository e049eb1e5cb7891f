import { z } from 'zod';
import { refundVipPaymentInputSchema, VIP_REFUND_WINDOW_DAYS } from '#contract/vip/schemas';
import { formatDate, formatDateTime, formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useActionOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

export type AdminVipPaymentRow = AdminOutputs['vip']['payments']['payments'][number];

/** The refund's optional reason, under the server's rule and its words. */
const refundFormSchema = z.object({ reason: refundVipPaymentInputSchema.shape.reason });

/** Refunds a VIP payment through Razorpay, with the refund policy's rule in view, saying to whom and when their membership then ends (decision 048). */
export function VipRefundDialog({ payment, onClose, fallbackFocus }: { payment: AdminVipPaymentRow; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const form = useSchemaForm(refundFormSchema, { defaultValues: { reason: '' } });
  const refund = trpc.vip.refund.useMutation(
    useActionOutcome({
      success: m['vip.refunded']({ name: payment.userName }),
      failure: m['vip.refund-failed'](),
      changed: (utils) => [utils.vip.payments],
      onDone: onClose,
      showFailure: (error) => form.showRefusal(error, m['vip.refund-failed']()),
    }),
  );
  const [reasonProps, fieldRef] = useDialogFirstField(form.field('reason'));
  const endsAt = payment.membershipEndIfRefunded;

  return (
    <FormDialog
      title={m['vip.refund.title']()}
      description={
        <>
          {m['vip.refund.description']({ amount: formatRupees(payment.amountPaise), name: payment.userName, email: payment.userEmail })}{' '}
          {endsAt === null ? null : endsAt.getTime() <= Date.now() ? m['vip.refund.ends-now']() : m['vip.refund.ends-on']({ date: formatDateTime(endsAt) })}
        </>
      }
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={({ reason }) => refund.mutate({ id: payment.id, reason })}
      busy={refund.isPending}
      submitLabel={m['vip.refund.submit']()}
      busyLabel={m['vip.refund.submitting']()}
      variant="danger"
    >
      <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p>{m['vip.refund.policy']({ days: VIP_REFUND_WINDOW_DAYS })}</p>
        {payment.paidAt ? <p className="mt-1">{m['vip.refund.paid-on']({ date: formatDate(payment.paidAt) })}</p> : null}
      </div>
      <TextField label={m['vip.refund.reason']()} hint={m['vip.refund.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(refundFormSchema.shape.reason)} {...reasonProps} />
    </FormDialog>
  );
}
