import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { processRazorpayEvent } from './process-razorpay-event';
import { razorpayClient } from './razorpay-client';
import { completeVipRefund } from './refund-vip-payment';
import { OPEN_VIP_ORDER_STATUSES, VIP_RECONCILE_AFTER_MINUTES } from '#contract/vip/rules';
import { markOrderFailed, markOrderPaid, paysOrder } from './vip-order-state';

/** Orders settled per run; the schedule comes back for the rest. */
const OPEN_STATUSES = OPEN_VIP_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');
const BATCH = 50;
/** A recorded webhook event still unprocessed after this long lost its job (a crash between commit and claim); the sweep applies it. */
const STALE_EVENT_MS = 5 * 60 * 1000;

/**
 * Settles orders unsettled after 15 minutes from Razorpay's payments, completes requested refunds and
 * applies lost webhook jobs; a gateway failure waits for the next run (decisions 023, 028).
 */
export async function reconcileVipOrders(deps: Deps): Promise<{ paid: number; failed: number; refunded: number }> {
  const result = { paid: 0, failed: 0, refunded: 0 };
  const now = deps.clock.now();
  const staleEvents = await sql<Pick<Row<'razorpay_webhook_events'>, 'event_id'>>(deps.em, `select event_id from razorpay_webhook_events where processed_at is null and received_at < ? order by received_at limit ?`, [
    new Date(now.getTime() - STALE_EVENT_MS),
    BATCH,
  ]);
  for (const { event_id } of staleEvents) await processRazorpayEvent(deps, event_id);

  if (!deps.config.razorpay) return result;
  const client = razorpayClient(deps.config.razorpay);
  const settledAfter = new Date(now.getTime() - VIP_RECONCILE_AFTER_MINUTES * 60_000);
  const open = await sql<Pick<Row<'vip_orders'>, 'razorpay_order_id'>>(
    deps.em,
    `select razorpay_order_id from vip_orders where status in (${OPEN_STATUSES}) and created_at < ? order by created_at limit ?`,
    [settledAfter, BATCH],
  );
  for (const { razorpay_order_id: orderId } of open) {
    let payments;
    try {
      payments = await client.fetchOrderPayments(orderId);
    } catch {
      continue;
    }
    const paid = payments.find((payment) => paysOrder(payment, orderId));
    const outcome = await deps.em.transactional((em) =>
      paid ? markOrderPaid(em, deps.clock.now(), { razorpayOrderId: orderId, paymentId: paid.id }) : markOrderFailed(em, deps.clock.now(), { razorpayOrderId: orderId }),
    );
    if (outcome === 'granted') result.paid += 1;
    if (outcome === 'failed') result.failed += 1;
  }

  // A paid order has its payment id (a check in migration 0027).
  const requested = await sql<Narrowed<Pick<Row<'vip_orders'>, 'id' | 'razorpay_order_id' | 'razorpay_payment_id' | 'amount_paise'>, { razorpay_payment_id: string }>>(
    deps.em,
    `select id, razorpay_order_id, razorpay_payment_id, amount_paise from vip_orders where status = 'paid' and refund_requested_at < ? order by refund_requested_at limit ?`,
    [settledAfter, BATCH],
  );
  for (const order of requested) {
    const refund = { id: order.id, razorpayOrderId: order.razorpay_order_id, razorpayPaymentId: order.razorpay_payment_id, amountPaise: Number(order.amount_paise) };
    const outcome = await completeVipRefund(deps, client, refund).catch(() => null);
    if (outcome === 'refunded') result.refunded += 1;
  }
  return result;
}
