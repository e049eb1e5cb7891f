import { lastFourOf } from '#contract/rewards/rules';
import { AppError } from '#contract/errors';
import type { NotificationContent } from '#contract/notifications/kinds';
import type { Deps } from '../deps';
import { resolveRedeemRequestIn } from '../redeem/resolve-redeem-request';
import { markRewardOrderFulfilled } from '../rewards/fulfil-reward-order';
import { lockRewardOrder } from '../rewards/lock-reward-order';
import { stockTypedCode } from '../rewards/stock-typed-code';
import { sql } from '../sql';
import type { DeliveredCard } from './provider';
import type { ClaimedProviderOrder } from './provider-orders';

/** A card as the buyer reads it: the code, and the PIN after it when the brand has one (its last 4 stay the code's). */
export function cardText(card: DeliveredCard): string {
  return card.pin ? `${card.code} · PIN ${card.pin}` : card.code;
}

export interface Delivered {
  userId: string;
  told: NotificationContent['kind'];
}

/**
 * Gives the card to its order exactly once, in one transaction: the order locked first (as an admin's
 * fulfil or refund locks it), then the provider order; delivered only while both still wait. A store
 * order gets the code sealed into its inventory and is fulfilled as from stock; a withdrawal gets it as an
 * admin's typed code. Null: another runner delivered it, or an admin decided meanwhile (the card bought
 * for it stays recorded by its transaction id). 'code-known': the provider sent a code we already hold.
 */
export async function deliverToOrder(deps: Deps, row: ClaimedProviderOrder, card: DeliveredCard): Promise<Delivered | null | 'code-known'> {
  try {
    return await deps.em.fork().transactional(async (em) => {
      const txDeps = { ...deps, em };
      const now = deps.clock.now();
      const text = cardText(card);
      const order = row.kind === 'reward-order' ? await lockRewardOrder(em, row.id) : null;
      const [request] = row.kind === 'withdrawal' ? await sql<{ status: string }>(em, `select status from redeem_requests where id = ? for update`, [row.id]) : [];
      const [current] = await sql<{ state: string }>(em, `select state from provider_orders where id = ? for update`, [row.id]);
      if (current?.state !== 'placing' && current?.state !== 'placed') return null;
      if ((order ?? request)?.status !== 'pending') return null;
      let delivered: Delivered;
      if (order) {
        const code = await stockTypedCode(em, deps.config.rewardCodeKeys, { productId: order.product_id, orderId: order.id, code: text, now, last4: lastFourOf(card.code) });
        await markRewardOrderFulfilled(txDeps, order, { code, reference: null }, now);
        delivered = { userId: order.user_id, told: 'reward-delivered' };
      } else {
        const resolved = await resolveRedeemRequestIn(txDeps, { id: row.id, adminId: null, resolution: { outcome: 'completed', code: text, last4: lastFourOf(card.code) } });
        delivered = { userId: resolved.userId, told: 'withdrawal-completed' };
      }
      await sql(em, `update provider_orders set state = 'delivered', delivered_at = ?, lease_until = null, last_reason = null, updated_at = ? where id = ?`, [now, now, row.id]);
      return delivered;
    });
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'rewards.code-known') return 'code-known';
    throw error;
  }
}
