import type { Deps } from '../deps';
import { sql } from '../sql';
import type { AdminVipPayment, ListVipPaymentsInput } from '#contract/vip/schemas';
import { vipPaymentRows } from './vip-payment-rows';

/** The admin's VIP tab: every order, newest first, optionally of one status, with whether it can still be refunded. */
export async function listVipPayments(deps: Deps, input: ListVipPaymentsInput): Promise<{ payments: AdminVipPayment[]; total: number }> {
  const where = input.status ? 'o.status = ?' : 'true';
  const params = input.status ? [input.status] : [];
  const payments = await vipPaymentRows(deps.em, deps.clock.now(), where, params, `order by o.created_at desc, o.id limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`);
  const [count] = await sql<{ total: string }>(deps.em, `select count(*) as total from vip_orders o where ${where}`, params);
  return { payments, total: Number(count?.total ?? 0) };
}
