import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { userOrderById } from './reward-order-rows';
import type { RewardOrderDetail } from '#contract/rewards/schemas';

/**
 * One of the user's own orders, without its code (a reveal opens it). Anyone else's order is
 * "not found", as for a reveal: no hint that it exists. A pending order carries its product's
 * promised time, so /success can say when it will be fulfilled.
 */
export async function getMyRewardOrder(deps: Deps, input: { id: string; userId: string }): Promise<RewardOrderDetail> {
  const order = await userOrderById(deps.em, input.userId, input.id);
  if (!order) throw refuse('rewards.order-not-found');
  if (order.status !== 'pending') return { ...order, promiseHours: null };
  const [product] = await sql<{ hours: number | null }>(deps.em, `select out_of_stock_promise_hours as hours from reward_products where id = ?`, [order.productId]);
  return { ...order, promiseHours: product?.hours ?? null };
}
