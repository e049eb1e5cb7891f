import { z } from 'zod';
import { refundVipPaymentInputSchema, VIP_REFUND_WINDOW_DAYS } from '#contract/vip/schemas';
import { formatDate, formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useActionOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

export type AdminVipPaymentRow = AdminOutputs['vip']['payments']['payments'][number];

/** The refund's optional reason, under the server's rule and its words. */
const refundFormSchema = z.object({ reason: refundVipPaymentInputSchema.shape.reason });

/**
 * Refunds a VIP payment through Razorpay, in the shared dialog, with the refund policy's rule in
 * view. The refund ends the membership it bought. A refusal with a code is the server's decision
 * about the payment as it is now (refunded by another admin, past the window): the dialog closes
 * and the list shows what it is; a failure without one stays in the dialog.
 */
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
  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!refund.isPending) refund.mutate({ id: payment.id, reason });
  });

  return (
    <Dialog
      title={m['vip.refund.title']()}
      description={m['vip.refund.description']({ amount: formatRupees(payment.amountPaise), name: payment.userName, email: payment.userEmail })}
      onClose={onClose}
      preventClose={refund.isPending}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{m['vip.refund.policy']({ days: VIP_REFUND_WINDOW_DAYS })}</p>
          {payment.paidAt ? <p className="mt-1">{m['vip.refund.paid-on']({ date: formatDate(payment.paidAt) })}</p> : null}
        </div>
        <TextField label={m['vip.refund.reason']()} hint={m['vip.refund.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(refundFormSchema.shape.reason)} {...reasonProps} />
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={refund.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="danger" busy={refund.isPending}>
            {refund.isPending ? m['vip.refund.submitting']() : m['vip.refund.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
