import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { claimRewardCode } from './claim-reward-code';
import { lockRewardOrder } from './lock-reward-order';
import { checkLowStock } from './low-stock-alert';
import { adminOrderById } from './reward-order-rows';

/**
 * At most once per order (decision 019): the report is cleared, so a second report can only be
 * refunded. The bad code stays `reported`; no money moves.
 */
export async function reissueRewardCode(deps: Deps, input: { id: string; adminId: string }) {
  const reissued = await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const order = await lockRewardOrder(em, input.id);
    if (order.status !== 'fulfilled' || order.reported_at === null || order.code_id === null || order.reissue_count > 0) throw refuse('rewards.not-reissuable');
    const now = deps.clock.now();
    const code = await claimRewardCode(em, order.product_id, order.id, now);
    if (!code) throw refuse('rewards.out-of-stock');
    await sql(
      em,
      `update reward_orders set code_id = ?, reissue_count = reissue_count + 1, report_note = null, reported_at = null, updated_at = ?
       where id = ? and reissue_count = 0 and reported_at is not null`,
      [code.id, now, order.id],
    );
    // The new code is an outcome of its own (at most one reissue per order).
    await notify(txDeps, { userId: order.user_id, kind: 'reward-delivered', values: { orderId: order.id, product: order.product_name, last4: code.last4 }, outcomeKey: `${order.id}:reissue`, email: order.email });
    recordAudit(txDeps, { adminId: input.adminId, action: 'rewards.reissue-code', targetType: 'reward-order', targetId: order.id, before: { reportNote: order.report_note }, after: { codeLast4: code.last4 } });
    await em.flush();
    return { view: await adminOrderById(em, order.id), productId: order.product_id };
  });
  // After commit, so it locks nothing (low-stock-alert.ts).
  await checkLowStock(deps, reissued.productId, 'claim');
  return reissued.view;
}
