import { formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { OrderSummary, useOrderOutcome, type OrderDialogProps } from './order-dialog-parts';
import { rejectOrderFormSchema } from './reward-form-schema';

/**
 * Gives the money back with a reason, once: a pending order's hold is released (Reject); a
 * delivered order its buyer reported is credited back (Refund, the alternative to a re-issue).
 */
export function RejectOrderDialog({ order, onClose, fallbackFocus }: OrderDialogProps) {
  const refund = order.status === 'fulfilled';
  const form = useSchemaForm(rejectOrderFormSchema, { defaultValues: { reason: '' } });
  const reject = trpc.rewardOrders.reject.useMutation(
    useOrderOutcome({ onClose, success: refund ? m['rewards.orders.refunded']() : m['rewards.orders.rejected'](), showRefusal: (error) => form.showRefusal(error) }),
  );
  const [reasonProps, fieldRef] = useDialogFirstField(form.field('reason'));
  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!reject.isPending) reject.mutate({ id: order.id, reason });
  });
  const price = formatRupees(order.pricePaise);

  return (
    <Dialog
      title={refund ? m['rewards.orders.refund.title']() : m['rewards.orders.reject.title']()}
      description={
        <>
          <span className="block">
            <OrderSummary order={order} />
          </span>
          <span className="mt-1 block">{refund ? m['rewards.orders.refund.description']({ price }) : m['rewards.orders.reject.description']({ price })}</span>
        </>
      }
      onClose={onClose}
      preventClose={reject.isPending}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m['rewards.orders.reject.reason']()} hint={m['rewards.orders.reject.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(rejectOrderFormSchema.shape.reason)} {...reasonProps} />
        <FormError message={form.formError} announce={false} />
        <DialogActions>
          <Button onClick={onClose} disabled={reject.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {reject.isPending
              ? refund
                ? m['rewards.orders.refund.submitting']()
                : m['rewards.orders.reject.submitting']()
              : refund
                ? m['rewards.orders.refund.submit']()
                : m['rewards.orders.reject.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
