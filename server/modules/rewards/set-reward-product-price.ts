import type { EntityManager } from '@mikro-orm/postgresql';
import { announceChange } from '../cache';
import { sql } from '../sql';

/**
 * A scheduled price change applied when due (decision 044), in the caller's transaction; orders placed
 * before it paid the price of their moment. False when the product no longer exists.
 */
export async function setRewardProductPrice(em: EntityManager, id: string, pricePaise: number, now: Date): Promise<boolean> {
  const updated = await sql<{ id: string }>(em, `update reward_products set price_paise = ?, updated_at = ? where id = ? returning id`, [pricePaise, now, id]);
  if (updated.length > 0) announceChange(em, 'store');
  return updated.length > 0;
}
