import type { RewardOrderStatus } from '#contract/enums';
import type { Deps } from '../deps';
import { adminOrderPage } from './reward-order-rows';

/** The admin's orders queue, newest first, optionally by status; codes as their last 4 only. */
export function listRewardOrders(deps: Deps, input: { status?: RewardOrderStatus; page: number; pageSize: number }) {
  return adminOrderPage(deps.em, input.status, input);
}
