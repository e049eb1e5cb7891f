import { useState } from 'react';
import { messageFor } from '#kit/lib/errors';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { FormError } from '#kit/ui/form/form-error';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { OrderSummary, useOrderOutcome, type OrderDialogProps } from './order-dialog-parts';

/** Replaces a reported code with the next from stock, once per order; an empty stock is said here. */
export function ReissueOrderDialog({ order, onClose, fallbackFocus }: OrderDialogProps) {
  const [error, setError] = useState<string | undefined>();
  const reissue = trpc.rewardOrders.reissue.useMutation(
    useOrderOutcome({ onClose, success: m['rewards.orders.reissued-toast'](), showRefusal: (refusal) => setError(messageFor(refusal, m['rewards.orders.action-failed']())) }),
  );

  return (
    <Dialog
      title={m['rewards.orders.reissue.title']()}
      description={
        <>
          <span className="block">
            <OrderSummary order={order} />
          </span>
          <span className="mt-1 block">{m['rewards.orders.reissue.description']()}</span>
        </>
      }
      onClose={onClose}
      preventClose={reissue.isPending}
      fallbackFocus={fallbackFocus}
    >
      <FormError message={error} announce={false} />
      <DialogActions>
        <Button onClick={onClose} disabled={reissue.isPending}>
          {m['common.cancel']()}
        </Button>
        <Button
          variant="primary"
          busy={reissue.isPending}
          onClick={() => {
            setError(undefined);
            if (!reissue.isPending) reissue.mutate({ id: order.id });
          }}
        >
          {reissue.isPending ? m['rewards.orders.reissue.submitting']() : m['rewards.orders.reissue.submit']()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
