import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '../../clock';
import { sql } from '../sql';
import { VIP_REFUND_WINDOW_DAYS, type VipOrderStatus } from '#contract/vip/rules';
import type { AdminVipPayment } from '#contract/vip/schemas';

interface PaymentRow {
  id: string;
  user_id: string;
  user_email: string;
  user_name: string;
  razorpay_order_id: string;
  razorpay_payment_id: string | null;
  amount_paise: number;
  currency: string;
  status: VipOrderStatus;
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
  granted_from: string | null;
  granted_until: string | null;
  refund_requested_at: string | null;
  refunded_at: string | null;
  razorpay_refund_id: string | null;
}

/** Whether a paid order is still within the refund policy's window at an instant. */
export function withinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() - paidAt.getTime() <= VIP_REFUND_WINDOW_DAYS * DAY_MS;
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
    refundable: row.status === 'paid' && row.paid_at !== null && (row.refund_requested_at !== null || withinRefundWindow(new Date(row.paid_at), now)),
  }));
}
