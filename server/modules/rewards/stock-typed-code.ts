import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { RewardCodeKeys } from '../../config';
import { allFingerprintsOf, fingerprintRewardCode, sealRewardCode } from './code-crypto';
import { lastFourOf } from '#contract/rewards/rules';

/**
 * A typed code enters the inventory sealed (decision 018). One known under any key version is
 * refused; the unique fingerprint settles a race with an upload. `last4` is the code's own when the
 * text holds more than the code (a provider's card: code and PIN, decision 060), so a PIN never shows.
 */
export async function stockTypedCode(em: EntityManager, keys: RewardCodeKeys, input: { productId: string; orderId: string; code: string; now: Date; last4?: string }) {
  const fingerprints = allFingerprintsOf(keys, input.code);
  const [known] = await sql(em, `select 1 from reward_codes where hmac in (${fingerprints.map(() => '?').join(', ')})`, fingerprints);
  if (known) throw refuse('rewards.code-known');
  const sealed = sealRewardCode(keys, input.code);
  const last4 = input.last4 ?? lastFourOf(input.code);
  const [row] = await sql<Pick<Row<'reward_codes'>, 'id'>>(
    em,
    `insert into reward_codes (product_id, key_version, iv, ciphertext, tag, hmac, last4, status, order_id, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, 'assigned', ?, ?, ?) on conflict (hmac) do nothing returning id`,
    [input.productId, sealed.keyVersion, sealed.iv, sealed.ciphertext, sealed.tag, fingerprintRewardCode(keys, input.code), last4, input.orderId, input.now, input.now],
  );
  if (!row) throw refuse('rewards.code-known');
  return { id: row.id, last4 };
}
