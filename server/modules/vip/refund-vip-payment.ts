import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import type { RazorpayClient } from './razorpay-client';
import { configuredRazorpay } from './razorpay-client';
import { VIP_REFUND_WINDOW_DAYS } from '#contract/vip/rules';
import type { AdminVipPayment, RefundVipPaymentInput } from '#contract/vip/schemas';
import { markOrderRefunded, markRefundRequested, type RefundOutcome } from './vip-order-state';
import { vipPaymentRows, withinRefundWindow } from './vip-payment-rows';

async function paymentById(deps: Deps, id: string): Promise<AdminVipPayment> {
  const [payment] = await vipPaymentRows(deps.em, deps.clock.now(), 'o.id = ?', [id]);
  if (!payment) throw refuse('vip.payment-not-found');
  return payment;
}

/** A paid order whose refund an admin asked for. */
export interface RequestedRefund {
  id: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  amountPaise: number;
}

/**
 * Safe to run any number of times: the `X-Refund-Idempotency` key is fixed per order, so Razorpay
 * makes one refund and the order moves to `refunded` once (decision 023).
 */
export async function completeVipRefund(deps: Deps, client: RazorpayClient, order: RequestedRefund, reason?: string): Promise<RefundOutcome> {
  let refundId: string | null;
  try {
    const refund = await client.refundPayment(order.razorpayPaymentId, {
      amountPaise: order.amountPaise,
      idempotencyKey: `vip-refund-${order.id}`,
      notes: { orderId: order.razorpayOrderId, ...(reason ? { reason } : {}) },
    });
    refundId = refund.id;
  } catch (error) {
    // Refused because the payment was refunded already — in Razorpay's Dashboard, its
    // `refund.processed` not yet here: that refund is this order's, applied now.
    if ((await client.fetchPayment(order.razorpayPaymentId))?.status !== 'refunded') throw error;
    refundId = null;
  }
  return deps.em.transactional((em) => markOrderRefunded(em, deps.clock.now(), { razorpayPaymentId: order.razorpayPaymentId, refundId }));
}

/**
 * The decision is the effect: the first request marks and audits it, later ones write nothing; a
 * failed Razorpay call is completed later, past the window too (decision 028).
 */
export async function refundVipPayment(deps: Deps, input: RefundVipPaymentInput & { adminId: string }): Promise<AdminVipPayment> {
  const razorpay = configuredRazorpay(deps.config);
  const payment = await paymentById(deps, input.id);
  if (payment.status === 'refunded') return payment;
  if (payment.status !== 'paid' || !payment.razorpayPaymentId || !payment.paidAt) throw refuse('vip.not-refundable');
  if (payment.refundRequestedAt === null && !withinRefundWindow(payment.paidAt, deps.clock.now())) throw refuse('vip.refund-window-passed', { days: VIP_REFUND_WINDOW_DAYS });
  const requested = await deps.em.transactional(async (em) => {
    const outcome = await markRefundRequested(em, deps.clock.now(), { id: payment.id });
    if (outcome !== 'requested') return outcome;
    recordAudit(
      { em, clock: deps.clock },
      {
        adminId: input.adminId,
        action: 'vip.refund',
        targetType: 'vip-order',
        targetId: payment.id,
        before: { status: payment.status, grantedFrom: payment.grantedFrom, grantedUntil: payment.grantedUntil },
        after: { status: 'refund-requested', razorpayPaymentId: payment.razorpayPaymentId, amountPaise: payment.amountPaise, reason: input.reason ?? null },
      },
    );
    await em.flush();
    return outcome;
  });
  if (requested === 'refunded') return paymentById(deps, payment.id);
  if (requested !== 'requested' && requested !== 'requested-before') throw refuse('vip.not-refundable');
  await completeVipRefund(deps, razorpay.client, { id: payment.id, razorpayOrderId: payment.razorpayOrderId, razorpayPaymentId: payment.razorpayPaymentId, amountPaise: payment.amountPaise }, input.reason);
  return paymentById(deps, payment.id);
}
