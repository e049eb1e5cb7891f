import type { Deps } from '../deps';
import { openRewardCode, sealRewardCode, type SealedCode, inBatches } from '../rewards';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

function sealedColumns(sealed: SealedCode<Buffer>) {
  return [sealed.keyVersion, sealed.iv, sealed.ciphertext, sealed.tag];
}

/**
 * Seals migration 0034's clear codes. Must run at boot before anything is served, so no reader meets
 * an unsealed request; SKIP LOCKED for hosts booting at once (decision 029).
 */
export function sealWithdrawalCodesInClear(deps: Deps): Promise<number> {
  const keys = deps.config.rewardCodeKeys;
  return inBatches(deps, async (em, size) => {
    const rows = await sql<Pick<Row<'redeem_codes_in_clear'>, 'request_id' | 'code'>>(em, `select request_id, code from redeem_codes_in_clear order by request_id limit ? for update skip locked`, [size]);
    for (const row of rows) {
      await sql(em, `update redeem_requests set code_key_version = ?, code_iv = ?, code_ciphertext = ?, code_tag = ? where id = ?`, [
        ...sealedColumns(sealRewardCode(keys, row.code)),
        row.request_id,
      ]);
      await sql(em, `delete from redeem_codes_in_clear where request_id = ?`, [row.request_id]);
    }
    return rows.length;
  });
}

/** Nullable columns, all set on a request whose code_key_version is (the query's condition). */
type SealedRow = Pick<Row<'redeem_requests'>, 'id' | 'code_key_version' | 'code_iv' | 'code_ciphertext' | 'code_tag'>;

/** Step 3 of a key rotation for withdrawal codes, which share the store's key (decisions 018, 029). */
export async function resealWithdrawalCodes(deps: Deps): Promise<{ resealed: number; remaining: number }> {
  const keys = deps.config.rewardCodeKeys;
  const resealed = await inBatches(deps, async (em, size) => {
    const rows = await sql<SealedRow>(
      em,
      `select id, code_key_version, code_iv, code_ciphertext, code_tag from redeem_requests where code_key_version <> ? order by id limit ? for update skip locked`,
      [keys.currentVersion, size],
    );
    for (const row of rows) {
      const code = openRewardCode(keys, { keyVersion: row.code_key_version!, iv: row.code_iv!, ciphertext: row.code_ciphertext!, tag: row.code_tag! });
      await sql(em, `update redeem_requests set code_key_version = ?, code_iv = ?, code_ciphertext = ?, code_tag = ? where id = ?`, [...sealedColumns(sealRewardCode(keys, code)), row.id]);
    }
    return rows.length;
  });
  const [left] = await sql<{ count: number }>(deps.em, `select count(*)::int as count from redeem_requests where code_key_version <> ?`, [keys.currentVersion]);
  return { resealed, remaining: left?.count ?? 0 };
}
