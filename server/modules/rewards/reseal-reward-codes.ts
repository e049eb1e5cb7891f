import type { Deps } from '../deps';
import { sql } from '../sql';
import { fingerprintRewardCode, openRewardCode, sealRewardCode } from './code-crypto';

const BATCH_SIZE = 500;

interface SealedRow {
  id: string;
  key_version: number;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/**
 * Step 3 of a key rotation (decision 018): every code sealed under an older key version is opened
 * and sealed and fingerprinted again under the current one, a batch per transaction. Rows are
 * locked as they are taken (SKIP LOCKED), so an order claiming a code meanwhile is neither blocked
 * nor lost. Answers how many rows were re-sealed and how many remain on older versions.
 */
export async function resealRewardCodes(deps: Deps): Promise<{ resealed: number; remaining: number }> {
  const keys = deps.config.rewardCodeKeys;
  let resealed = 0;
  for (;;) {
    const done = await deps.em.transactional(async (em) => {
      const rows = await sql<SealedRow>(
        em,
        `select id, key_version, iv, ciphertext, tag from reward_codes where key_version <> ? order by id limit ? for update skip locked`,
        [keys.currentVersion, BATCH_SIZE],
      );
      for (const row of rows) {
        const code = openRewardCode(keys, { keyVersion: row.key_version, iv: row.iv, ciphertext: row.ciphertext, tag: row.tag });
        const sealed = sealRewardCode(keys, code);
        await sql(em, `update reward_codes set key_version = ?, iv = ?, ciphertext = ?, tag = ?, hmac = ? where id = ?`, [
          sealed.keyVersion,
          sealed.iv,
          sealed.ciphertext,
          sealed.tag,
          fingerprintRewardCode(keys, code),
          row.id,
        ]);
      }
      return rows.length;
    });
    resealed += done;
    if (done < BATCH_SIZE) break;
  }
  const [left] = await sql<{ count: number }>(deps.em, `select count(*)::int as count from reward_codes where key_version <> ?`, [keys.currentVersion]);
  return { resealed, remaining: left?.count ?? 0 };
}
