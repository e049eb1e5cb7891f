import type { Deps } from '../deps';
import { userOrderPage } from './reward-order-rows';

/** The signed-in user's orders, newest first, without codes (a reveal opens one). */
export function listMyRewardOrders(deps: Deps, input: { userId: string; page: number; pageSize: number }) {
  return userOrderPage(deps.em, input.userId, input);
}
