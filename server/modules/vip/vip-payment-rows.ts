import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '../../clock';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { VIP_DAYS, VIP_REFUND_WINDOW_DAYS, type VipOrderStatus } from '#contract/vip/rules';
import type { AdminVipPayment } from '#contract/vip/schemas';

/** The order's columns, and its buyer's (aliased user_email, user_name). */
type PaymentRow = Narrowed<
  Pick<
    Row<'vip_orders'>,
    | 'id'
    | 'user_id'
    | 'razorpay_order_id'
    | 'razorpay_payment_id'
    | 'amount_paise'
    | 'currency'
    | 'status'
    | 'failure_reason'
    | 'created_at'
    | 'paid_at'
    | 'granted_from'
    | 'granted_until'
    | 'refund_requested_at'
    | 'refunded_at'
    | 'razorpay_refund_id'
  >,
  { status: VipOrderStatus }
> & { user_email: string; user_name: string };

/** Whether a paid order is still within the refund policy's window at an instant. */
export function withinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() - paidAt.getTime() <= VIP_REFUND_WINDOW_DAYS * DAY_MS;
}

type GrantingOrder = { id: string; paidAt: Date; refundedAt: Date | null };

/**
 * When a member's membership would end were one of their orders refunded at `now`: the layout of
 * `vip_lay_out_membership` (decision 028) replayed — each order `VIP_DAYS` from its payment or its
 * predecessor's end, a refunded one cut at its refund — so the refund confirmation states the date.
 */
export function membershipEndIfRefunded(orders: readonly GrantingOrder[], refundedId: string, now: Date): Date | null {
  let end: number | null = null;
  for (const order of orders) {
    const from = Math.max(order.paidAt.getTime(), end ?? -Infinity);
    const refundAt = order.id === refundedId ? now : order.refundedAt;
    end = refundAt === null ? from + VIP_DAYS * DAY_MS : Math.min(from + VIP_DAYS * DAY_MS, Math.max(from, refundAt.getTime()));
  }
  return end === null ? null : new Date(end);
}

/** Each listed buyer's granting orders in the order they became paid, for `membershipEndIfRefunded`. */
async function grantingOrdersOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, GrantingOrder[]>> {
  const byUser = new Map<string, GrantingOrder[]>();
  if (userIds.length === 0) return byUser;
  const rows = await sql<Pick<Row<'vip_orders'>, 'id' | 'user_id' | 'paid_at' | 'refunded_at'>>(
    em,
    `select id, user_id, paid_at, refunded_at from vip_orders where user_id in (${userIds.map(() => '?').join(', ')}) and status in ('paid', 'refunded') order by user_id, grant_seq`,
    [...userIds],
  );
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, paidAt: new Date(row.paid_at!), refundedAt: row.refunded_at === null ? null : new Date(row.refunded_at) });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/** VIP orders with their buyer, as the admin's VIP tab lists them; `where` is over `o` (vip_orders) alone, so a page's count uses it too. */
export async function vipPaymentRows(em: EntityManager, now: Date, where: string, params: unknown[], tail = ''): Promise<AdminVipPayment[]> {
  const rows = await sql<PaymentRow>(
    em,
    `select o.id, o.user_id, u.email as user_email, u.name as user_name, o.razorpay_order_id, o.razorpay_payment_id, o.amount_paise, o.currency,
            o.status, o.failure_reason, o.created_at, o.paid_at, o.granted_from, o.granted_until, o.refund_requested_at, o.refunded_at, o.razorpay_refund_id
     from vip_orders o join users u on u.id = o.user_id
     where ${where} ${tail}`,
    params,
  );
  const date = (value: string | null) => (value === null ? null : new Date(value));
  const refundable = (row: PaymentRow) => row.status === 'paid' && row.paid_at !== null && (row.refund_requested_at !== null || withinRefundWindow(new Date(row.paid_at), now));
  const granting = await grantingOrdersOf(em, [...new Set(rows.filter(refundable).map((row) => row.user_id))]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    userName: row.user_name,
    razorpayOrderId: row.razorpay_order_id,
    razorpayPaymentId: row.razorpay_payment_id,
    amountPaise: Number(row.amount_paise),
    currency: row.currency,
    status: row.status,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    paidAt: date(row.paid_at),
    grantedFrom: date(row.granted_from),
    grantedUntil: date(row.granted_until),
    refundRequestedAt: date(row.refund_requested_at),
    refundedAt: date(row.refunded_at),
    razorpayRefundId: row.razorpay_refund_id,
    refundable: refundable(row),
    membershipEndIfRefunded: refundable(row) ? membershipEndIfRefunded(granting.get(row.user_id) ?? [], row.id, now) : null,
  }));
}
