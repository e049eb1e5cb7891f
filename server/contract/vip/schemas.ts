import { z } from 'zod';
import { redeemPromoOutputSchema } from '../promo/schemas';
import { emailSchema, idSchema, pageQuerySchema } from '../shared-schemas';
import { VIP_CURRENCY, VIP_MESSAGES, VIP_ORDER_STATUSES } from './rules';

export * from './rules';

export const vipOrderStatusSchema = z.enum(VIP_ORDER_STATUSES);

/** Today's VIP code as a member sees it: the code, its value, and whether they have redeemed it. */
export const vipTodayCodeSchema = z.object({ code: z.string(), amountPaise: z.number().int(), redeemed: z.boolean() });

/** What /vip-purchase and /vip-giveaway read: `todayCode` for members only; `keyId`/`checkoutUrl` only while payments are configured. */
/** The VIP codes an admin has scheduled for the next VIP_DAYS code days: what a membership bought now would receive, as far as it is known. */
export const vipScheduleSchema = z.object({
  codes: z.number().int(),
  /** The smallest and largest amount among them; null when none is scheduled. */
  minPaise: z.number().int().nullable(),
  maxPaise: z.number().int().nullable(),
});
export type VipSchedule = z.infer<typeof vipScheduleSchema>;

export const vipStatusSchema = z.object({
  isMember: z.boolean(),
  schedule: vipScheduleSchema,
  expiresAt: z.date().nullable(),
  /** The next 9:00 PM IST, when the next code goes live (the countdown's target). */
  nextCodeAt: z.date(),
  todayCode: vipTodayCodeSchema.nullable(),
  paymentsConfigured: z.boolean(),
  keyId: z.string().optional(),
  checkoutUrl: z.string().optional(),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** The purchase form: Full Name and Email required, Phone optional, the 18+ confirmation ticked. */
export const createVipOrderInputSchema = z.object({
  fullName: z.string({ message: VIP_MESSAGES.fullNameRequired }).trim().min(1, VIP_MESSAGES.fullNameRequired).max(100, VIP_MESSAGES.fullNameTooLong),
  email: emailSchema,
  /** Indian mobile numbers: 10 digits, optionally after +91; empty means none. */
  phone: z
    .string({ message: VIP_MESSAGES.phoneInvalid })
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^(\+91)?\d{10}$/, VIP_MESSAGES.phoneInvalid)]))
    .optional()
    .transform((value) => value || undefined),
  adult: z.literal(true, { message: VIP_MESSAGES.adultRequired }),
});
export type CreateVipOrderInput = z.infer<typeof createVipOrderInputSchema>;

/** Everything Razorpay Checkout needs to open for the order the server made (the page adds theme and modal options). */
export const vipCheckoutOrderSchema = z.object({
  /** Razorpay's order id (`order_…`): Checkout's `order_id`. */
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal(VIP_CURRENCY),
  keyId: z.string(),
  checkoutUrl: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string().optional() }),
  notes: z.object({ userId: z.string(), plan: z.string() }),
});
export type VipCheckoutOrder = z.infer<typeof vipCheckoutOrderSchema>;

/** What Checkout's success handler receives, passed on as it came (Razorpay's own field names). */
export const verifyVipPaymentInputSchema = z.object({
  razorpay_order_id: z.string({ message: VIP_MESSAGES.orderNotFound }).min(1, VIP_MESSAGES.orderNotFound).max(64, VIP_MESSAGES.orderNotFound),
  razorpay_payment_id: z.string({ message: VIP_MESSAGES.signatureInvalid }).min(1, VIP_MESSAGES.signatureInvalid).max(64, VIP_MESSAGES.signatureInvalid),
  razorpay_signature: z.string({ message: VIP_MESSAGES.signatureInvalid }).min(1, VIP_MESSAGES.signatureInvalid).max(256, VIP_MESSAGES.signatureInvalid),
});
export type VerifyVipPaymentInput = z.infer<typeof verifyVipPaymentInputSchema>;

/** The answer to a verified payment: the membership as it now stands (ended already if an admin refunded the order meanwhile). */
export const vipMembershipSchema = z.object({ isMember: z.boolean(), expiresAt: z.date().nullable() });

/** `POST /api/vip/code/redeem`: today's code credited into the wallet, answered as any promo redemption. */
export const redeemVipCodeOutputSchema = redeemPromoOutputSchema;

/** A VIP payment as the admin's VIP tab lists it. */
export const adminVipPaymentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string().nullable(),
  amountPaise: z.number().int(),
  currency: z.string(),
  status: vipOrderStatusSchema,
  /** Razorpay's description of the last failed attempt, as it gave it. */
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  /** The membership days this payment gives (decision 028; null until paid); a refunded one keeps only the part used. */
  grantedFrom: z.date().nullable(),
  grantedUntil: z.date().nullable(),
  /** When an admin asked for its refund; the refund at Razorpay follows (a failed call is retried by the reconciliation job). */
  refundRequestedAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
  razorpayRefundId: z.string().nullable(),
  /** Paid, and still within the refund policy's window or its refund already requested. */
  refundable: z.boolean(),
  /** While refundable: when the buyer's membership would end were it refunded now (their later payments close up behind it). */
  membershipEndIfRefunded: z.date().nullable(),
});
export type AdminVipPayment = z.infer<typeof adminVipPaymentSchema>;

export const listVipPaymentsInputSchema = pageQuerySchema.extend({ status: vipOrderStatusSchema.optional() });
export type ListVipPaymentsInput = z.infer<typeof listVipPaymentsInputSchema>;

export const refundVipPaymentInputSchema = z.object({
  id: idSchema,
  /** Why, for the audit log and Razorpay's notes. */
  reason: z.string().trim().max(500, VIP_MESSAGES.refundReasonTooLong).optional(),
});
export type RefundVipPaymentInput = z.infer<typeof refundVipPaymentInputSchema>;
