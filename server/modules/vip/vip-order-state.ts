import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '../../clock';
import { sql } from '../sql';
import type { RazorpayPayment } from './razorpay-client';
import { VIP_CURRENCY, VIP_DAYS, VIP_PRICE_PAISE, type VipOrderStatus } from './rules';

/**
 * The one state machine of a VIP order (`rules.ts`). Every reporter — the browser's verify call,
 * each webhook, the reconciliation job, the admin's refund — moves an order only through these
 * functions, each inside the caller's transaction and under the order row's lock, so whatever
 * arrives in whatever order and however often, each move happens once: above all the move into
 * `paid`, which is what grants the membership.
 */

export interface VipOrderRow {
  id: string;
  user_id: string;
  razorpay_order_id: string;
  razorpay_payment_id: string | null;
  status: VipOrderStatus;
}

/** Whether a payment pays for a VIP order: captured (or authorized, which Razorpay captures), ₹29 in INR, for that very order. */
export function paysOrder(payment: RazorpayPayment, razorpayOrderId: string): boolean {
  return (
    (payment.status === 'captured' || payment.status === 'authorized') &&
    payment.amountPaise === VIP_PRICE_PAISE &&
    payment.currency === VIP_CURRENCY &&
    payment.orderId === razorpayOrderId
  );
}

async function lockOrder(em: EntityManager, where: { razorpayOrderId: string } | { razorpayPaymentId: string }): Promise<VipOrderRow | undefined> {
  const [column, value] = 'razorpayOrderId' in where ? ['razorpay_order_id', where.razorpayOrderId] : ['razorpay_payment_id', where.razorpayPaymentId];
  const [row] = await sql<VipOrderRow>(em, `select id, user_id, razorpay_order_id, razorpay_payment_id, status from vip_orders where ${column} = ? for update`, [value]);
  return row;
}

export type PaidOutcome = 'granted' | 'already-paid' | 'unknown-order';

/**
 * A payment that `paysOrder` accepted: the order becomes `paid` and the membership starts now, or
 * extends from the current expiry while still a member, by VIP_DAYS. An order already paid (or
 * refunded) is left as it is: the grant happened once, when it first became paid.
 */
export async function markOrderPaid(em: EntityManager, now: Date, input: { razorpayOrderId: string; paymentId: string }): Promise<PaidOutcome> {
  const order = await lockOrder(em, { razorpayOrderId: input.razorpayOrderId });
  if (!order) return 'unknown-order';
  if (order.status === 'paid' || order.status === 'refunded') return 'already-paid';
  // The person's row is locked too, so two of their orders paid at once extend one after the other.
  await sql(em, `insert into vip_memberships (user_id, expires_at, updated_at) values (?, ?, ?) on conflict (user_id) do nothing`, [order.user_id, now, now]);
  const [membership] = await sql<{ expires_at: string }>(em, `select expires_at from vip_memberships where user_id = ? for update`, [order.user_id]);
  const expiresAt = membership ? new Date(membership.expires_at) : now;
  const from = expiresAt > now ? expiresAt : now;
  const until = new Date(from.getTime() + VIP_DAYS * DAY_MS);
  await sql(em, `update vip_memberships set expires_at = ?, updated_at = ? where user_id = ?`, [until, now, order.user_id]);
  await sql(em, `update vip_orders set status = 'paid', razorpay_payment_id = ?, paid_at = ?, granted_from = ?, granted_until = ?, updated_at = ? where id = ?`, [
    input.paymentId,
    now,
    from,
    until,
    now,
    order.id,
  ]);
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

export type RefundOutcome = 'refunded' | 'already-refunded' | 'not-paid' | 'unknown-payment';

/**
 * A refund (the admin's, or Razorpay's `refund.processed`): the order becomes `refunded` and the
 * days it granted are taken back — the membership ends now, or keeps only what later payments added.
 */
export async function markOrderRefunded(em: EntityManager, now: Date, input: { razorpayPaymentId: string; refundId: string | null }): Promise<RefundOutcome> {
  const order = await lockOrder(em, { razorpayPaymentId: input.razorpayPaymentId });
  if (!order) return 'unknown-payment';
  if (order.status === 'refunded') return 'already-refunded';
  if (order.status !== 'paid') return 'not-paid';
  await sql(
    em,
    `update vip_memberships m set expires_at = least(m.expires_at, greatest(?::timestamptz, m.expires_at - (o.granted_until - o.granted_from))), updated_at = ?
       from vip_orders o where o.id = ? and m.user_id = o.user_id`,
    [now, now, order.id],
  );
  await sql(em, `update vip_orders set status = 'refunded', refunded_at = ?, razorpay_refund_id = coalesce(?, razorpay_refund_id), updated_at = ? where id = ?`, [now, input.refundId, now, order.id]);
  return 'refunded';
}
