import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { refundReward, release } from '../wallet';
import { lockRewardOrder } from './lock-reward-order';
import { adminOrderById } from './reward-order-rows';
import { closeProviderOrder } from '../fulfilment';

/**
 * Gives the money back exactly once (decision 019): a pending order's hold is released, a reported
 * one refunded. Any other order: 409.
 */
export async function rejectRewardOrder(deps: Deps, input: { id: string; reason: string; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const order = await lockRewardOrder(em, input.id);
    const refundable = order.status === 'pending' || (order.status === 'fulfilled' && order.reported_at !== null);
    if (!refundable) throw refuse('rewards.order-not-pending');
    const now = deps.clock.now();
    await sql(em, `update reward_orders set status = 'rejected', reason = ?, rejected_at = ?, updated_at = ? where id = ? and status = ?`, [input.reason, now, now, order.id, order.status]);

    const money = { userId: order.user_id, amountPaise: Number(order.price_paise), line: { code: 'reward.refunded' as const, values: { product: order.product_name, reason: input.reason } }, reference: order.id };
    if (order.status === 'pending') await release(txDeps, { ...money, purpose: 'reward', idempotencyKey: `reward-release:${order.id}` });
    else await refundReward(txDeps, { ...money, idempotencyKey: `reward-refund:${order.id}` });
    // Refunded: the provider is never asked for it again (decision 060).
    await closeProviderOrder(em, order.id, 'admin-refused', now);
    await notify(txDeps, { userId: order.user_id, kind: 'order-rejected', values: { orderId: order.id, product: order.product_name, reason: input.reason }, outcomeKey: order.id, email: order.email });
    recordAudit(txDeps, { adminId: input.adminId, action: 'rewards.reject-order', targetType: 'reward-order', targetId: order.id, before: { status: order.status, reportNote: order.report_note }, after: { status: 'rejected', reason: input.reason } });
    await em.flush();
    return adminOrderById(em, order.id);
  });
}
