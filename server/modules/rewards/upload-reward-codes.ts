import { RewardCode, RewardProduct } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { checkLowStock } from './low-stock-alert';
import { allFingerprintsOf, fingerprintRewardCode, sealRewardCode } from './code-crypto';
import { lastFourOf, normaliseRewardCode } from '#contract/rewards/rules';
import type { UploadRewardCodesInput } from '#contract/rewards/schemas';

/**
 * Sealed (decision 018); duplicates, in the upload or under any key version, are counted and skipped
 * (the unique fingerprint settles races). The audit records counts only, never a code or its last 4.
 */
export async function uploadRewardCodes(deps: Deps, input: UploadRewardCodesInput & { adminId: string | null }) {
  const keys = deps.config.rewardCodeKeys;
  const distinct = new Map<string, string>();
  for (const code of input.codes) if (!distinct.has(normaliseRewardCode(code))) distinct.set(normaliseRewardCode(code), code);
  const duplicatesInUpload = input.codes.length - distinct.size;

  const uploaded = await deps.em.transactional(async (em) => {
    // No lock here: the codes' foreign key keeps the product.
    const product = await em.findOne(RewardProduct, { id: input.id });
    if (!product) throw refuse('rewards.product-not-found');

    const fingerprints = [...distinct.values()].map((code) => ({ code, all: allFingerprintsOf(keys, code) }));
    const known = new Set(
      (await em.find(RewardCode, { hmac: { $in: fingerprints.flatMap(({ all }) => all) } }, { fields: ['hmac'] })).map((row) => Buffer.from(row.hmac).toString('hex')),
    );
    const fresh = fingerprints.filter(({ all }) => !all.some((hmac) => known.has(hmac.toString('hex')))).map(({ code }) => code);

    const now = deps.clock.now();
    const rows = fresh.map((code) => {
      const sealed = sealRewardCode(keys, code);
      return [product.id, sealed.keyVersion, sealed.iv, sealed.ciphertext, sealed.tag, fingerprintRewardCode(keys, code), lastFourOf(code), now, now];
    });
    const inserted = rows.length
      ? await sql(
          em,
          `insert into reward_codes (product_id, key_version, iv, ciphertext, tag, hmac, last4, created_at, updated_at)
           values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
           on conflict (hmac) do nothing returning id`,
          rows.flat(),
        )
      : [];
    announceChange(em, 'store');
    const result = { added: inserted.length, duplicatesInUpload, alreadyKnown: distinct.size - inserted.length };
    // The demo seed (no admin) is not an admin action: the audit log holds what admins did.
    if (input.adminId) recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'rewards.upload-codes', targetType: 'reward-product', targetId: product.id, after: result });
    await em.flush();
    return { ...result, duplicates: result.duplicatesInUpload + result.alreadyKnown };
  });
  // Stock back above the threshold re-arms the alert for the next crossing (checked after commit: low-stock-alert.ts).
  await checkLowStock(deps, input.id, 'upload');
  return uploaded;
}
