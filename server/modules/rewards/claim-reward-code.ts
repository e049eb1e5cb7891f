import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../sql';
import type { SealedCode } from './code-crypto';

export interface ClaimedCode extends SealedCode {
  id: string;
  last4: string;
}

interface ClaimedRow {
  id: string;
  key_version: number;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
  last4: string;
}

/**
 * Takes the oldest available code of a product for an order, or null when none is left. SKIP
 * LOCKED lets concurrent orders each take a different code instead of queueing on the same row;
 * a code another transaction holds is never handed out twice, and returns to stock if that
 * transaction rolls back.
 */
export async function claimRewardCode(em: EntityManager, productId: string, orderId: string, now: Date): Promise<ClaimedCode | null> {
  const [row] = await sql<ClaimedRow>(
    em,
    `update reward_codes set status = 'assigned', order_id = ?, updated_at = ?
     where id = (select id from reward_codes where product_id = ? and status = 'available' order by created_at, id for update skip locked limit 1)
     returning id, key_version, iv, ciphertext, tag, last4`,
    [orderId, now, productId],
  );
  return row ? { id: row.id, keyVersion: row.key_version, iv: row.iv, ciphertext: row.ciphertext, tag: row.tag, last4: row.last4 } : null;
}
