import type { EntityManager } from '@mikro-orm/postgresql';
import { announceChange } from '../cache';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { SealedCode } from './code-crypto';

export interface ClaimedCode extends SealedCode {
  id: string;
  last4: string;
}

/** reward_claim_code returns setof reward_codes. */
type ClaimedRow = Pick<Row<'reward_codes'>, 'id' | 'key_version' | 'iv' | 'ciphertext' | 'tag' | 'last4'>;

/**
 * Claims the oldest available code, or null (`reward_claim_code`, shared with placing an order:
 * decision 020). Announces the store: it may have been the product's last code.
 */
export async function claimRewardCode(em: EntityManager, productId: string, orderId: string, now: Date): Promise<ClaimedCode | null> {
  const [row] = await sql<ClaimedRow>(em, `select id, key_version, iv, ciphertext, tag, last4 from reward_claim_code(?, ?, ?)`, [productId, orderId, now]);
  if (row) announceChange(em, 'store');
  return row ? { id: row.id, keyVersion: row.key_version, iv: row.iv, ciphertext: row.ciphertext, tag: row.tag, last4: row.last4 } : null;
}
