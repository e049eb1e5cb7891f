import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { fingerprintRewardCode, openRewardCode, sealRewardCode } from './code-crypto';

const BATCH_SIZE = 500;

type SealedRow = Pick<Row<'reward_codes'>, 'id' | 'key_version' | 'iv' | 'ciphertext' | 'tag'>;

/** Runs `batch` a transaction at a time until it handles less than a batch, so no row is held long. */
export async function inBatches(deps: Deps, batch: (em: EntityManager, size: number) => Promise<number>): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await deps.em.transactional((em) => batch(em, BATCH_SIZE));
    handled += done;
    if (done < BATCH_SIZE) return handled;
  }
}

/**
 * Step 3 of a key rotation (decision 018). SKIP LOCKED: an order claiming a code meanwhile is
 * neither blocked nor lost.
 */
export async function resealRewardCodes(deps: Deps): Promise<{ resealed: number; remaining: number }> {
  const keys = deps.config.rewardCodeKeys;
  const resealed = await inBatches(deps, async (em, size) => {
    const rows = await sql<SealedRow>(
      em,
      `select id, key_version, iv, ciphertext, tag from reward_codes where key_version <> ? order by id limit ? for update skip locked`,
      [keys.currentVersion, size],
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
  const [left] = await sql<{ count: number }>(deps.em, `select count(*)::int as count from reward_codes where key_version <> ?`, [keys.currentVersion]);
  return { resealed, remaining: left?.count ?? 0 };
}
