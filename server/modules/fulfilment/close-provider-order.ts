import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../sql';

/**
 * An admin fulfilled or refused an order by hand: its provider order (if any) is closed in the same
 * transaction, so no runner ever buys for it later (a runner checks the state under the row's lock
 * before placing, and again before delivering). A delivered one stays delivered.
 */
export async function closeProviderOrder(em: EntityManager, id: string, reason: 'admin-fulfilled' | 'admin-refused', now: Date): Promise<void> {
  await sql(em, `update provider_orders set state = 'closed', last_reason = ?, lease_until = null, updated_at = ? where id = ? and state <> 'delivered'`, [reason, now, id]);
}
