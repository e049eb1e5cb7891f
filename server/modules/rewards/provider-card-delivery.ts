import type { CardDelivery } from '../fulfilment';
import { markRewardOrderFulfilled } from './fulfil-reward-order';
import { lockRewardOrder } from './lock-reward-order';
import { stockTypedCode } from './stock-typed-code';

/**
 * A store order takes its provider's card (decision 060) as from stock: sealed into the inventory as the
 * order's assigned code (a code we already hold is refused), then fulfilled as an admin's fulfil does.
 */
export const rewardCardDelivery: CardDelivery = {
  lock: async (txDeps, id) => (await lockRewardOrder(txDeps.em, id)).status === 'pending',
  deliver: async (txDeps, id, card) => {
    const now = txDeps.clock.now();
    const order = await lockRewardOrder(txDeps.em, id);
    const code = await stockTypedCode(txDeps.em, txDeps.config.rewardCodeKeys, { productId: order.product_id, orderId: order.id, code: card.text, now, last4: card.last4 });
    await markRewardOrderFulfilled(txDeps, order, { code, reference: null }, now);
    return { userId: order.user_id, told: 'reward-delivered' };
  },
};
