import type { Deps } from '../deps';
import { openRewardCode, sealRewardCode, type SealedCode, inBatches } from '../rewards';
import { sql } from '../sql';

function sealedColumns(sealed: SealedCode<Buffer>) { return [sealed.keyVersion, sealed.iv, sealed.ciphertext, sealed.tag];
}

/**
 * The codes withdrawals were paid with before they were sealed: migration 0034 moved them, in clear,
 * to `redeem_codes_in_clear`. Each is sealed into its request under the current key and its
 * plaintext deleted, a batch per transaction. The server runs this at boot before it serves
 * anything (`server/app.ts`), so no reader ever meets an unsealed completed request; several hosts
 * booting at once take different rows (SKIP LOCKED). Answers how many codes were sealed.
 */
export function sealWithdrawalCodesInClear(deps: Deps): Promise<number> { const keys = deps.config.rewardCodeKeys;
  return inBatches(deps, async (em, size) => { const rows = await sql<{ request_id: string; code: string }>(em, `select request_id, code from redeem_codes_in_clear order by request_id limit ? for update skip locked`, [size]);
    for (const row of rows) { await sql(em, `update redeem_requests set code_key_version = ?, code_iv = ?, code_ciphertext = ?, code_tag = ? where id = ?`, [
        ...sealedColumns(sealRewardCode(keys, row.code)),
        row.request_id,
      ]);
      await sql(em, `delete from redeem_codes_in_clear where request_id = ?`, [row.request_id]); }
    return rows.length; });
}

interface SealedRow { id: string;
  code_key_version: number;
  code_iv: Buffer;
  code_ciphertext: Buffer;
  code_tag: Buffer;
}

/**
 * Step 3 of a key rotation (decision 018) for withdrawal codes, which share the store's key
 * (decision 029): each code sealed under an older version is opened and sealed again under the
 * current one. `npm run rewards:reseal` runs it beside the store's reseal. Answers how many were
 * re-sealed and how many remain on older versions.
 */
export async function resealWithdrawalCodes(deps: Deps): Promise<{ resealed: number; remaining: number }> { const keys = deps.config.rewardCodeKeys;
  const resealed = await inBatches(deps, async (em, size) => { const rows = await sql<SealedRow>(
      em,
      `select id, code_key_version, code_iv, code_ciphertext, code_tag from redeem_requests where code_key_version <> ? order by id limit ? for update skip locked`,
      [keys.currentVersion, size],
    );
    for (const row of rows) { const code = openRewardCode(keys, { keyVersion: row.code_key_version, iv: row.code_iv, ciphertext: row.code_ciphertext, tag: row.code_tag });
      await sql(em, `update redeem_requests set code_key_version = ?, code_iv = ?, code_ciphertext = ?, code_tag = ? where id = ?`, [...sealedColumns(sealRewardCode(keys, code)), row.id]); }
    return rows.length; });
  const [left] = await sql<{ count: number }>(deps.em, `select count(*)::int as count from redeem_requests where code_key_version <> ?`, [keys.currentVersion]);
  return { resealed, remaining: left?.count ?? 0 };
}
