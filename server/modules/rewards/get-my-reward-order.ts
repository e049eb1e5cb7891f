import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { userOrderById } from './reward-order-rows';
import type { RewardOrderDetail } from '#contract/rewards/schemas';
import type { ProviderWaitReason } from '#contract/rewards/rules';

/**
 * Without its code (a reveal opens it); anyone else's order is "not found". A pending one carries the
 * promised time, for /success to say when, and while its supplier is asked, why it waits (decision 060).
 */
export async function getMyRewardOrder(deps: Deps, input: { id: string; userId: string }): Promise<RewardOrderDetail> {
  const order = await userOrderById(deps.em, input.userId, input.id);
  if (!order) throw refuse('rewards.order-not-found');
  if (order.status !== 'pending') return { ...order, promiseHours: null, waitReason: null };
  const [waiting] = await sql<{ hours: number | null; wait_reason: ProviderWaitReason | null }>(
    deps.em,
    `select p.out_of_stock_promise_hours as hours, po.wait_reason from reward_products p left join provider_orders po on po.id = ? and po.state <> 'closed' where p.id = ?`,
    [order.id, order.productId],
  );
  return { ...order, promiseHours: waiting?.hours ?? null, waitReason: waiting?.wait_reason ?? null };
}
