import { Button } from '#kit/ui/button';
import { m } from '../../i18n/paraglide/messages';
import { isReported, type AdminRewardOrder } from './order-dialog-parts';

export type OrderAction = 'fulfil' | 'reject' | 'reissue';

/** Pending: fulfil or reject. Reported: re-issue (once per order) or refund. Anything else is settled. */
export function OrderActions({ order, onAction }: { order: AdminRewardOrder; onAction: (action: OrderAction) => void }) {
  const names = { product: order.productName, name: order.user.name };
  const button = (action: OrderAction, variant: 'primary' | 'danger' | 'secondary', text: string, label: string) => (
    <Button size="sm" variant={variant} aria-haspopup="dialog" aria-label={label} onClick={() => onAction(action)} className="flex-1 xl:flex-none">
      {text}
    </Button>
  );
  if (order.status === 'pending') {
    return (
      <div className="flex gap-2 xl:justify-end">
        {button('fulfil', 'primary', m['rewards.orders.fulfil'](), m['rewards.orders.fulfil-label'](names))}
        {button('reject', 'danger', m['rewards.orders.reject'](), m['rewards.orders.reject-label'](names))}
      </div>
    );
  }
  if (!isReported(order)) return null;
  return (
    <div className="flex gap-2 xl:justify-end">
      {order.reissueCount === 0 ? button('reissue', 'primary', m['rewards.orders.reissue'](), m['rewards.orders.reissue-label'](names)) : null}
      {button('reject', 'danger', m['rewards.orders.refund'](), m['rewards.orders.refund-label'](names))}
    </div>
  );
}
