import { formatRupees } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { OrderSummary, useOrderOutcome, type OrderDialogProps } from './order-dialog-parts';
import { rejectOrderFormSchema } from './reward-form-schema';

/** Gives the money back with a reason, saying how much and to whom (decision 048): a pending order's hold is released, a reported order refunded. */
export function RejectOrderDialog({ order, onClose, fallbackFocus }: OrderDialogProps) {
  const refund = order.status === 'fulfilled';
  const form = useSchemaForm(rejectOrderFormSchema, { defaultValues: { reason: '' } });
  const reject = trpc.rewardOrders.reject.useMutation(
    useOrderOutcome({ onClose, success: refund ? m['rewards.orders.refunded']() : m['rewards.orders.rejected'](), showRefusal: (error) => form.showRefusal(error) }),
  );
  const [reasonProps, fieldRef] = useDialogFirstField(form.field('reason'));
  const price = formatRupees(order.pricePaise);

  return (
    <FormDialog
      title={refund ? m['rewards.orders.refund.title']() : m['rewards.orders.reject.title']()}
      description={
        <>
          <span className="block">
            <OrderSummary order={order} />
          </span>
          <span className="mt-1 block">{refund ? m['rewards.orders.refund.description']({ price, email: order.user.email }) : m['rewards.orders.reject.description']({ price, email: order.user.email })}</span>
        </>
      }
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={({ reason }) => reject.mutate({ id: order.id, reason })}
      busy={reject.isPending}
      submitLabel={refund ? m['rewards.orders.refund.submit']() : m['rewards.orders.reject.submit']()}
      busyLabel={refund ? m['rewards.orders.refund.submitting']() : m['rewards.orders.reject.submitting']()}
      variant="danger"
      announceError={false}
    >
      <TextField label={m['rewards.orders.reject.reason']()} hint={m['rewards.orders.reject.reason-hint']()} autoComplete="off" maxLength={maxLengthOf(rejectOrderFormSchema.shape.reason)} {...reasonProps} />
    </FormDialog>
  );
}
