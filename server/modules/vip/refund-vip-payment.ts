import { refuse } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { configuredRazorpay } from './razorpay-client';
import { VIP_REFUND_WINDOW_DAYS } from './rules';
import type { AdminVipPayment, RefundVipPaymentInput } from './schemas';
import { markOrderRefunded } from './vip-order-state';
import { vipPaymentRows, withinRefundWindow } from './vip-payment-rows';

async function paymentById(deps: Deps, id: string): Promise<AdminVipPayment> {
  const [payment] = await vipPaymentRows(deps.em, deps.clock.now(), 'o.id = ?', [id]);
  if (!payment) throw refuse('vip.payment-not-found');
  return payment;
}

/**
 * An admin refunds a VIP payment within the refund policy's window: Razorpay is asked with an
 * `X-Refund-Idempotency` key fixed per order, so a retry (a double click, a timeout) gets the same
 * refund back and never a second one; the order becomes `refunded`, the days it granted end, and
 * the audit log records it — once, whoever (this call, a retry, the `refund.processed` webhook)
 * moves the order first. An order already refunded is answered as it is.
 */
export async function refundVipPayment(deps: Deps, input: RefundVipPaymentInput & { adminId: string }): Promise<AdminVipPayment> {
  const razorpay = configuredRazorpay(deps.config);
  const payment = await paymentById(deps, input.id);
  if (payment.status === 'refunded') return payment;
  if (payment.status !== 'paid' || !payment.razorpayPaymentId || !payment.paidAt) throw refuse('vip.not-refundable');
  if (!withinRefundWindow(payment.paidAt, deps.clock.now())) throw refuse('vip.refund-window-passed', { days: VIP_REFUND_WINDOW_DAYS });
  const refund = await razorpay.client.refundPayment(payment.razorpayPaymentId, {
    amountPaise: payment.amountPaise,
    idempotencyKey: `vip-refund-${payment.id}`,
    notes: { orderId: payment.razorpayOrderId, ...(input.reason ? { reason: input.reason } : {}) },
  });
  await deps.em.transactional(async (em) => {
    const outcome = await markOrderRefunded(em, deps.clock.now(), { razorpayPaymentId: payment.razorpayPaymentId!, refundId: refund.id });
    recordAudit(
      { em, clock: deps.clock },
      {
        adminId: input.adminId,
        action: 'vip.refund',
        targetType: 'vip-order',
        targetId: payment.id,
        before: { status: payment.status, grantedUntil: payment.grantedUntil },
        after: { status: 'refunded', refundId: refund.id, refundStatus: refund.status, reason: input.reason ?? null, alreadyRefundedByWebhook: outcome !== 'refunded' },
      },
    );
    await em.flush();
  });
  return paymentById(deps, payment.id);
}
