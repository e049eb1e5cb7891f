import { AppError } from '#contract/errors';
import { lastFourOf } from '#contract/rewards/rules';
import type { NotificationContent } from '#contract/notifications/kinds';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { DeliveredCard } from '../../fulfilment-provider';
import type { ClaimedProviderOrder, ProviderOrderKind } from './provider-orders';

/** A card as the buyer reads it: the code, and the PIN after it when the brand has one (its last 4 stay the code's). */
export function cardText(card: DeliveredCard): string {
  return card.pin ? `${card.code} · PIN ${card.pin}` : card.code;
}

/** Who was told of a delivery (the push after commit). */
export interface Delivered {
  userId: string;
  told: NotificationContent['kind'];
}

/**
 * How one kind of order takes a card (decision 060), given by the module that owns the order — the store's
 * reward orders, the withdrawals' requests — so this module never depends on them.
 */
export interface CardDelivery {
  /** Locks the order (before its provider order: the order an admin's fulfil or refund locks them) and says whether it still waits. */
  lock(txDeps: Deps, id: string): Promise<boolean>;
  /** Gives the locked order its card as the admin's own path would, settling its hold and telling its owner. */
  deliver(txDeps: Deps, id: string, card: { text: string; last4: string }): Promise<Delivered>;
}

export type CardDeliveries = Partial<Record<ProviderOrderKind, CardDelivery>>;

/**
 * Gives the card to its order exactly once, in one transaction: the order locked first, then the provider
 * order; delivered only while both still wait. Null: another runner delivered it, or an admin decided
 * meanwhile (the card bought for it stays recorded by its transaction id). 'code-known': the provider sent
 * a code we already hold (the inventory's fingerprint refused it).
 */
export async function deliverToOrder(deps: Deps, row: ClaimedProviderOrder, card: DeliveredCard, delivery: CardDelivery): Promise<Delivered | null | 'code-known'> {
  try {
    return await deps.em.fork().transactional(async (em) => {
      const txDeps = { ...deps, em };
      if (!(await delivery.lock(txDeps, row.id))) return null;
      const [current] = await sql<{ state: string }>(em, `select state from provider_orders where id = ? for update`, [row.id]);
      if (current?.state !== 'placing' && current?.state !== 'placed') return null;
      const delivered = await delivery.deliver(txDeps, row.id, { text: cardText(card), last4: lastFourOf(card.code) });
      const now = deps.clock.now();
      await sql(em, `update provider_orders set state = 'delivered', delivered_at = ?, lease_until = null, last_reason = null, updated_at = ? where id = ?`, [now, now, row.id]);
      return delivered;
    });
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'rewards.code-known') return 'code-known';
    throw error;
  }
}
