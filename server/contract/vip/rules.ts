/**
 * VIP membership's fixed rules (issue 19), apart from the zod schemas so the browser's entry chunk
 * (the validation wording, the hub's card, the countdown) can read them without loading zod.
 */

/** ₹29: what one order costs, in paise, in Razorpay's one currency here. */
export const VIP_PRICE_PAISE = 2900;
export const VIP_CURRENCY = 'INR';
/** How long one payment makes a person a member; a payment while still a member starts when the membership ends (decision 028). */
export const VIP_DAYS = 30;
/** The one plan there is; carried in the order's notes so Razorpay's dashboard shows what was bought. */
export const VIP_PLAN = 'vip-30-days';

/**
 * One state machine per order whoever reports it (verify call, webhooks in any order, reconciliation): created →
 * attempted (a payment failed; Checkout retries) → paid (membership granted exactly once) → refunded (keeps only
 * the days used; decision 028). `failed`: nothing paid when reconciled; a later capture still moves it to paid.
 */
export const VIP_ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed', 'refunded'] as const;
export type VipOrderStatus = (typeof VIP_ORDER_STATUSES)[number];

/** The statuses a successful payment may still move to `paid`. */
export const PAYABLE_VIP_ORDER_STATUSES: readonly VipOrderStatus[] = ['created', 'attempted', 'failed'];
/** The statuses the reconciliation job asks Razorpay about once they are old enough. */
export const OPEN_VIP_ORDER_STATUSES: readonly VipOrderStatus[] = ['created', 'attempted'];
/** How long an order may stay open before the reconciliation job settles it with Razorpay's answer. */
export const VIP_RECONCILE_AFTER_MINUTES = 15;

/** The refund policy's window (/refund-policy): a payment is refundable within this many days of purchase. */
export const VIP_REFUND_WINDOW_DAYS = 7;

/** Razorpay Checkout's retry limit and the gateway script's wait (seed spec §9 VIP). */
export const VIP_CHECKOUT_RETRY_MAX = 3;
export const VIP_GATEWAY_TIMEOUT_MS = 10_000;
/** After a successful payment the page moves on to /vip-giveaway after this long. */
export const VIP_REDIRECT_DELAY_MS = 2000;

/** New VIP codes are stated at 9:00 PM IST: a code's day runs from 9:00 PM IST on its date to 9:00 PM IST the next day. */
export const VIP_CODE_HOUR_IST = 21;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The date (YYYY-MM-DD) of the VIP code live at an instant: the IST date of the 9:00 PM that began its day. */
export function vipCodeDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS - VIP_CODE_HOUR_IST * HOUR_MS).toISOString().slice(0, 10);
}

/** The next 9:00 PM IST after an instant: when the next VIP code goes live. */
export function nextVipCodeAt(instant: Date): Date {
  const dayStart = new Date(`${vipCodeDay(instant)}T00:00:00.000Z`).getTime() - IST_OFFSET_MS + VIP_CODE_HOUR_IST * HOUR_MS;
  return new Date(dayStart + 24 * HOUR_MS);
}

/** The module's texts (the seed's exact wording where it has one), here so the SPA reads them without loading zod. */
export const VIP_MESSAGES = {
  nameAndEmailRequired: 'Please fill in your name and email',
  fullNameRequired: 'Full Name is required',
  fullNameTooLong: 'Full Name must be at most 100 characters',
  phoneInvalid: 'Phone Number must be 10 digits, optionally after +91',
  adultRequired: 'Please confirm that you are 18 or older',
  alreadyMember: "You're Already a VIP Member!",
  payButton: 'Pay ₹29 & Become VIP Member',
  gatewayLoading: 'Payment gateway is loading. Please wait...',
  gatewayUnavailable: 'Unable to load payment gateway. Please check your internet connection and refresh the page.',
  gatewayFailed: 'Failed to load payment gateway. Please refresh and try again.',
  gatewayTimeout: 'Payment gateway loading timeout. Please refresh and try again.',
  paymentFailed: 'Payment failed. Please try again with a different payment method.',
  initFailed: (message: string) => `Failed to initialize payment: ${message}`,
  activationFailed: 'Payment successful but failed to activate membership. Please contact support.',
  activated: 'VIP membership activated successfully!',
  codeCopied: 'Code copied to clipboard!',
  copyFailed: 'Failed to copy. Please copy manually.',
  paymentsNotConfigured: 'Payments are not configured on this site yet',
  orderNotFound: 'Payment order not found',
  signatureInvalid: 'The payment could not be verified',
  paymentMismatch: 'The payment does not match this order',
  paymentNotCompleted: 'The payment has not been completed',
  gatewayError: 'The payment gateway did not answer. Please try again in a minute.',
  notMember: 'This is for VIP members only',
  noCodeToday: 'No VIP code is scheduled for today yet',
  paymentNotFound: 'Payment not found',
  notRefundable: 'Only a paid VIP payment can be refunded',
  refundWindowPassed: (days: number) => `Refunds are only possible within ${days} days of purchase`,
  refundReasonTooLong: 'The reason must be at most 500 characters',
  webhookSignatureInvalid: 'Invalid webhook signature',
} as const;
