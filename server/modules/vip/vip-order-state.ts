import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { RazorpayPayment } from './razorpay-client';
import { VIP_CURRENCY, VIP_DAYS, VIP_PRICE_PAISE, type VipOrderStatus } from '#contract/vip/rules';

/**
 * The one state machine of a VIP order (decisions 023, 028): every reporter moves an order only here,
 * in its transaction, under the order row's lock (paid and refunded under the membership lock too).
 */

export type VipOrderRow = Narrowed<
  Pick<Row<'vip_orders'>, 'id' | 'user_id' | 'razorpay_order_id' | 'razorpay_payment_id' | 'status' | 'refund_requested_at'>,
  { status: VipOrderStatus }
>;

/** Whether a payment is one for a VIP order, whatever became of it: ₹29 in INR, for that very order. */
export function isPaymentFor(payment: RazorpayPayment, razorpayOrderId: string): boolean {
  return payment.amountPaise === VIP_PRICE_PAISE && payment.currency === VIP_CURRENCY && payment.orderId === razorpayOrderId;
}

/** Whether a payment pays for a VIP order: captured (or authorized, which Razorpay captures), ₹29 in INR, for that very order. */
export function paysOrder(payment: RazorpayPayment, razorpayOrderId: string): boolean {
  return (payment.status === 'captured' || payment.status === 'authorized') && isPaymentFor(payment, razorpayOrderId);
}

type OrderKey = { razorpayOrderId: string } | { razorpayPaymentId: string } | { id: string };

function orderColumn(where: OrderKey): [string, string] {
  if ('razorpayOrderId' in where) return ['razorpay_order_id', where.razorpayOrderId];
  if ('razorpayPaymentId' in where) return ['razorpay_payment_id', where.razorpayPaymentId];
  return ['id', where.id];
}

/** Whose order this is, read without a lock: the person's membership lock is taken before any of their orders' rows. */
async function ownerOf(em: EntityManager, where: OrderKey): Promise<string | undefined> {
  const [column, value] = orderColumn(where);
  const [row] = await sql<Pick<Row<'vip_orders'>, 'user_id'>>(em, `select user_id from vip_orders where ${column} = ?`, [value]);
  return row?.user_id;
}

async function lockOrder(em: EntityManager, where: OrderKey): Promise<VipOrderRow | undefined> {
  const [column, value] = orderColumn(where);
  const [row] = await sql<VipOrderRow>(
    em,
    `select id, user_id, razorpay_order_id, razorpay_payment_id, status, refund_requested_at from vip_orders where ${column} = ? for update`,
    [value],
  );
  return row;
}

/** Taken before any order row's lock, so two of a person's orders changing at once cannot deadlock. */
async function lockMembership(em: EntityManager, userId: string): Promise<void> {
  await sql(em, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`vip-membership:${userId}`]);
}

async function layOutMembership(em: EntityManager, userId: string): Promise<void> {
  await sql(em, `select vip_lay_out_membership(?, ?)`, [userId, VIP_DAYS]);
}

export type PaidOutcome = 'granted' | 'already-paid' | 'unknown-order';

/**
 * The only grant (decision 028): the interval starts now or where the membership ends. An order
 * already paid or refunded is left as it is.
 */
export async function markOrderPaid(em: EntityManager, now: Date, input: { razorpayOrderId: string; paymentId: string }): Promise<PaidOutcome> {
  const owner = await ownerOf(em, { razorpayOrderId: input.razorpayOrderId });
  if (!owner) return 'unknown-order';
  await lockMembership(em, owner);
  const order = await lockOrder(em, { razorpayOrderId: input.razorpayOrderId });
  if (!order) return 'unknown-order';
  if (order.status === 'paid' || order.status === 'refunded') return 'already-paid';
  // An empty interval at the payment's instant until the lay-out just below gives it its days.
  await sql(
    em,
    `update vip_orders set status = 'paid', razorpay_payment_id = ?, paid_at = ?, granted_from = ?, granted_until = ?, updated_at = ?,
            grant_seq = (select coalesce(max(grant_seq), 0) + 1 from vip_orders where user_id = ?)
      where id = ?`,
    [input.paymentId, now, now, now, now, order.user_id, order.id],
  );
  await layOutMembership(em, order.user_id);
  return 'granted';
}

/** A failed attempt (`payment.failed`): the order stays payable — Checkout retries on the same order — and keeps Razorpay's reason. */
export async function markAttemptFailed(em: EntityManager, now: Date, input: { razorpayOrderId: string; reason: string | null }): Promise<'recorded' | 'ignored' | 'unknown-order'> {
  const order = await lockOrder(em, { razorpayOrderId: input.razorpayOrderId });
  if (!order) return 'unknown-order';
  if (order.status !== 'created' && order.status !== 'attempted') return 'ignored';
  await sql(em, `update vip_orders set status = 'attempted', failure_reason = coalesce(?, failure_reason), updated_at = ? where id = ?`, [input.reason?.slice(0, 500) ?? null, now, order.id]);
  return 'recorded';
}

/** Nothing was paid by the time the reconciliation job asked: `failed` (a payment captured later still pays it). */
export async function markOrderFailed(em: EntityManager, now: Date, input: { razorpayOrderId: string }): Promise<'failed' | 'ignored'> {
  const order = await lockOrder(em, { razorpayOrderId: input.razorpayOrderId });
  if (!order || (order.status !== 'created' && order.status !== 'attempted')) return 'ignored';
  await sql(em, `update vip_orders set status = 'failed', updated_at = ? where id = ?`, [now, order.id]);
  return 'failed';
}

export type RefundRequestOutcome = 'requested' | 'requested-before' | 'refunded' | 'not-paid' | 'unknown-order';

/**
 * Taken once; the caller audits it in the same transaction. The order stays `paid`, its days
 * running, until `markOrderRefunded` (decision 028).
 */
export async function markRefundRequested(em: EntityManager, now: Date, input: { id: string }): Promise<RefundRequestOutcome> {
  const order = await lockOrder(em, { id: input.id });
  if (!order) return 'unknown-order';
  if (order.status === 'refunded') return 'refunded';
  if (order.status !== 'paid') return 'not-paid';
  if (order.refund_requested_at !== null) return 'requested-before';
  await sql(em, `update vip_orders set refund_requested_at = ?, updated_at = ? where id = ?`, [now, now, order.id]);
  return 'requested';
}

export type RefundOutcome = 'refunded' | 'already-refunded' | 'not-paid' | 'unknown-payment';

/** Keeps only the used part of the interval; later orders close up behind it (decision 028). */
export async function markOrderRefunded(em: EntityManager, now: Date, input: { razorpayPaymentId: string; refundId: string | null }): Promise<RefundOutcome> {
  const owner = await ownerOf(em, { razorpayPaymentId: input.razorpayPaymentId });
  if (!owner) return 'unknown-payment';
  await lockMembership(em, owner);
  const order = await lockOrder(em, { razorpayPaymentId: input.razorpayPaymentId });
  if (!order) return 'unknown-payment';
  if (order.status === 'refunded') return 'already-refunded';
  if (order.status !== 'paid') return 'not-paid';
  await sql(em, `update vip_orders set status = 'refunded', refunded_at = ?, razorpay_refund_id = coalesce(?, razorpay_refund_id), updated_at = ? where id = ?`, [now, input.refundId, now, order.id]);
  await layOutMembership(em, order.user_id);
  return 'refunded';
}
