import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { readRazorpayPayment } from './razorpay-client';
import { isPaymentFor, markAttemptFailed, markOrderPaid, markOrderRefunded, paysOrder } from './vip-order-state';

type Payload = { payment?: { entity?: unknown }; refund?: { entity?: unknown } } | undefined;

/**
 * In one transaction with marking the event processed, so a retried job or the sweep finds it done.
 * `payment.captured` and `order.paid` both pay: the first grants, the other finds it paid.
 */
export async function processRazorpayEvent(deps: Deps, eventId: string): Promise<string | null> {
  return deps.em.transactional(async (em) => {
    const [event] = await sql<Narrowed<Pick<Row<'razorpay_webhook_events'>, 'event' | 'payload' | 'processed_at'>, { payload: { payload?: Payload } }>>(
      em,
      `select event, payload, processed_at from razorpay_webhook_events where event_id = ? for update`,
      [eventId],
    );
    if (!event || event.processed_at) return null;
    const now = deps.clock.now();
    const outcome = await apply(em, now, event.event, event.payload.payload);
    await sql(em, `update razorpay_webhook_events set processed_at = ?, outcome = ? where event_id = ?`, [now, outcome, eventId]);
    return outcome;
  });
}

async function apply(em: Parameters<typeof markOrderPaid>[0], now: Date, name: string, payload: Payload): Promise<string> {
  const payment = readRazorpayPayment(payload?.payment?.entity);
  switch (name) {
    case 'payment.captured':
    case 'order.paid': {
      if (!payment?.orderId) return 'no-payment';
      if (!paysOrder(payment, payment.orderId)) return 'payment-mismatch';
      return markOrderPaid(em, now, { razorpayOrderId: payment.orderId, paymentId: payment.id });
    }
    case 'payment.failed':
      if (!payment?.orderId) return 'no-payment';
      return markAttemptFailed(em, now, { razorpayOrderId: payment.orderId, reason: payment.errorDescription });
    case 'refund.processed': {
      const refund = payload?.refund?.entity as { id?: unknown; payment_id?: unknown } | undefined;
      if (typeof refund?.payment_id !== 'string') return 'no-refund';
      const refunded = { razorpayPaymentId: refund.payment_id, refundId: typeof refund.id === 'string' ? refund.id : null };
      const outcome = await markOrderRefunded(em, now, refunded);
      if (outcome !== 'unknown-payment' || !payment?.orderId || payment.id !== refund.payment_id || !isPaymentFor(payment, payment.orderId)) return outcome;
      // Webhooks come in any order: a refund reported before its payment still paid the order — and
      // took all of it back at once, so the payment reported later finds it refunded and grants nothing.
      if ((await markOrderPaid(em, now, { razorpayOrderId: payment.orderId, paymentId: payment.id })) !== 'granted') return outcome;
      await markOrderRefunded(em, now, refunded);
      return 'paid-and-refunded';
    }
    default:
      return 'ignored';
  }
}
