import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { getMembership } from './get-membership';
import { configuredRazorpay } from './razorpay-client';
import type { VerifyVipPaymentInput } from '#contract/vip/schemas';
import { hasValidSignature } from './signatures';
import { markOrderPaid, paysOrder } from './vip-order-state';

/**
 * The signature against this person's stored order id, then the payment itself from Razorpay, before
 * the order is paid; a webhook may have got there first (decision 023).
 */
export async function verifyVipPayment(deps: Deps, input: VerifyVipPaymentInput & { userId: string }) {
  const razorpay = configuredRazorpay(deps.config);
  const [order] = await sql<Pick<Row<'vip_orders'>, 'razorpay_order_id'>>(deps.em, `select razorpay_order_id from vip_orders where razorpay_order_id = ? and user_id = ?`, [
    input.razorpay_order_id,
    input.userId,
  ]);
  if (!order) throw refuse('vip.order-not-found');
  if (!hasValidSignature(razorpay.config.keySecret, `${order.razorpay_order_id}|${input.razorpay_payment_id}`, input.razorpay_signature)) throw refuse('vip.signature-invalid');
  const payment = await razorpay.client.fetchPayment(input.razorpay_payment_id);
  if (!payment || payment.orderId !== order.razorpay_order_id) throw refuse('vip.payment-mismatch');
  if (payment.status !== 'captured' && payment.status !== 'authorized') throw refuse('vip.payment-not-completed');
  if (!paysOrder(payment, order.razorpay_order_id)) throw refuse('vip.payment-mismatch');
  await deps.em.transactional((em) => markOrderPaid(em, deps.clock.now(), { razorpayOrderId: order.razorpay_order_id, paymentId: payment.id }));
  return getMembership(deps.em, input.userId, deps.clock.now());
}
