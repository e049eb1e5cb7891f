import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { userOrderById } from './reward-order-rows';
import type { RewardOrderDetail } from '#contract/rewards/schemas';

/**
 * Without its code (a reveal opens it); anyone else's order is "not found". A pending one carries the
 * promised time, for /success to say when.
 */
export async function getMyRewardOrder(deps: Deps, input: { id: string; userId: string }): Promise<RewardOrderDetail> {
  const order = await userOrderById(deps.em, input.userId, input.id);
  if (!order) throw refuse('rewards.order-not-found');
  if (order.status !== 'pending') return { ...order, promiseHours: null };
  const [product] = await sql<{ hours: number | null }>(deps.em, `select out_of_stock_promise_hours as hours from reward_products where id = ?`, [order.productId]);
  return { ...order, promiseHours: product?.hours ?? null };
}
