import { z } from 'zod';
import {
  adminVipPaymentSchema,
  createVipOrderInputSchema,
  listVipPaymentsInputSchema,
  redeemVipCodeOutputSchema,
  verifyVipPaymentInputSchema,
  VIP_MESSAGES,
  VIP_REFUND_WINDOW_DAYS,
  vipCheckoutOrderSchema,
  vipMembershipSchema,
  vipOrderStatusSchema,
  vipStatusSchema,
  vipTodayCodeSchema,
} from '#contract/vip/schemas';
import { RATE_LIMITED, type RestRoute } from './define-route';
import { bodyAndPath, fields, unchecked } from './rest-body';
import { inRupees, restPage, restRecord } from './rest-record';

/** While an admin has VIP switched off (decision 010) it does not exist for the public. */
const VIP_OFF = 'VIP membership is switched off (capabilities.off)';

const todayCodeOut = restRecord(vipTodayCodeSchema, { amountPaise: inRupees('amountRupees', z.number()) });
const vipStatusOut = vipStatusSchema.extend({
  nextCodeAt: vipStatusSchema.shape.nextCodeAt.describe('The next 9:00 PM IST, when the next VIP code goes live'),
  todayCode: todayCodeOut.schema.nullable().describe('Members only; null when no code is scheduled for the current code day'),
});

const restCheckoutOrderOut = vipCheckoutOrderSchema.omit({ amountPaise: true }).extend({ amount: z.number().int().describe('Paise, as Razorpay Checkout takes it') });

const redeemedCodeOut = restRecord(redeemVipCodeOutputSchema, { amountPaise: inRupees('amount', z.number()), newBalancePaise: inRupees('newBalance', z.number()) });
const paymentOut = restRecord(adminVipPaymentSchema, { amountPaise: inRupees('amountRupees', z.number()) });
const paymentsOut = restPage('payments', paymentOut);

/** VIP membership through Razorpay (issue 19): the person's status, order, verification and daily code; the admin's payments and refunds. */
export const vipRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/vip', operationId: 'getVipStatus', auth: 'user',
    summary: "Whether the signed-in person is a VIP member and until when, the next 9:00 PM IST code time, today's VIP code for members (value in rupees, whether redeemed), and whether payments are configured (then Razorpay's key id and Checkout URL)",
    output: vipStatusOut, errors: { 404: VIP_OFF },
    handle: async (caller) => {
      const { todayCode, ...status } = await caller.vip.status();
      return { ...status, todayCode: todayCode && todayCodeOut.toRest(todayCode) };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/vip/order', operationId: 'createVipOrder', auth: 'user',
    summary: 'Create the Razorpay order for ₹29 / 30 days (the server sets the amount) from { fullName, email, phone?, adult: true }; the answer is what Razorpay Checkout opens with. 503 when payments are not configured',
    input: createVipOrderInputSchema, output: restCheckoutOrderOut, successStatus: 201,
    errors: { 403: 'The e-mail address is not verified', 404: VIP_OFF, 429: RATE_LIMITED },
    handle: async (caller, { body }) => {
      const { amountPaise, ...order } = await caller.vip.createOrder(unchecked(fields(body)));
      return { ...order, amount: amountPaise };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/vip/verify', operationId: 'verifyVipPayment', auth: 'user',
    summary: "Verify Checkout's { razorpay_order_id, razorpay_payment_id, razorpay_signature } (HMAC-SHA256 of the stored order id | payment id with the key secret, then the payment as Razorpay reports it: captured or authorized, ₹29, INR, this order) and start or extend the membership, once however often it is called",
    input: verifyVipPaymentInputSchema, output: vipMembershipSchema,
    errors: { 403: 'The e-mail address is not verified', 404: `${VIP_MESSAGES.orderNotFound} (or not this person's), or ${VIP_OFF}` },
    handle: (caller, { body }) => caller.vip.verify(unchecked(fields(body))),
  },
  {
    origin: 'public', method: 'POST', path: '/api/vip/code/redeem', operationId: 'redeemVipCode', auth: 'user',
    summary: "Redeem today's VIP code (members only, once per member) into the wallet",
    output: redeemedCodeOut.schema,
    errors: { 403: `${VIP_MESSAGES.notMember}, or the e-mail address is not verified`, 404: `${VIP_MESSAGES.noCodeToday}, or ${VIP_OFF}`, 409: 'Already redeemed by this member', 429: RATE_LIMITED },
    handle: async (caller) => redeemedCodeOut.toRest(await caller.vip.redeemCode()),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/vip/payments', operationId: 'listVipPayments', auth: 'admin',
    summary: `VIP payments, newest first (?status=${vipOrderStatusSchema.options.join('|')}&page=&pageSize=), with the buyer, Razorpay's ids, what each granted and whether it is still refundable (paid within ${VIP_REFUND_WINDOW_DAYS} days)`,
    input: listVipPaymentsInputSchema, output: paymentsOut.schema,
    handle: async (caller, { query }) => paymentsOut.toRest(await caller.vip.payments(unchecked(query))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/vip/payments/{id}/refund', operationId: 'refundVipPayment', auth: 'admin',
    summary: `Refund a paid VIP payment in full through Razorpay (X-Refund-Idempotency per order, so a retry never refunds twice) within ${VIP_REFUND_WINDOW_DAYS} days of purchase; ends what it granted; optional { reason }; audited`,
    input: z.object({ reason: z.string().optional() }), output: paymentOut.schema,
    errors: { 404: VIP_MESSAGES.paymentNotFound, 409: `${VIP_MESSAGES.notRefundable}, or the ${VIP_REFUND_WINDOW_DAYS}-day window has passed` },
    handle: async (caller, request) => paymentOut.toRest(await caller.vip.refund(bodyAndPath(request))),
  },
];
