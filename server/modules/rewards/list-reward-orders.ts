import type { RewardOrderQueueFilter } from '#contract/rewards/schemas';
import type { QueueOrder } from '#contract/shared-schemas';
import type { Deps } from '../deps';
import { adminOrderPage } from './reward-order-rows';

/** The admin's orders queue, oldest first unless asked, by status or reported; codes as their last 4 only. */
export function listRewardOrders(deps: Deps, input: { status?: RewardOrderQueueFilter; order: QueueOrder; page: number; pageSize: number }) {
  return adminOrderPage(deps.em, input.status, input);
}
