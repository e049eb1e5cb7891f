import { VIP_MESSAGES } from './rules';

export const VIP_REFUSALS = {
  /** The site runs without Razorpay's keys: a state of the site the page shows, not a failure (the 503 of a gateway that does not answer is not a refusal). */
  'vip.payments-not-configured': { status: 'CONFLICT', text: VIP_MESSAGES.paymentsNotConfigured },
  'vip.order-not-found': { status: 'NOT_FOUND', text: VIP_MESSAGES.orderNotFound },
  'vip.signature-invalid': { status: 'BAD_INPUT', text: VIP_MESSAGES.signatureInvalid },
  'vip.payment-mismatch': { status: 'BAD_INPUT', text: VIP_MESSAGES.paymentMismatch },
  'vip.payment-not-completed': { status: 'BAD_INPUT', text: VIP_MESSAGES.paymentNotCompleted },
  /** Raised by promo_redeem too, in the same statement as the credit, for a VIP code. */
  'vip.not-member': { status: 'FORBIDDEN', text: VIP_MESSAGES.notMember },
  'vip.no-code-today': { status: 'NOT_FOUND', text: VIP_MESSAGES.noCodeToday },
  'vip.payment-not-found': { status: 'NOT_FOUND', text: VIP_MESSAGES.paymentNotFound },
  'vip.not-refundable': { status: 'CONFLICT', text: VIP_MESSAGES.notRefundable },
  'vip.refund-window-passed': { status: 'CONFLICT', text: (params: { days: number }) => VIP_MESSAGES.refundWindowPassed(params.days) },
  'vip.webhook-signature-invalid': { status: 'BAD_INPUT', text: VIP_MESSAGES.webhookSignatureInvalid },
} as const;
