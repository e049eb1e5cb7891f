import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { openRewardCode } from '../rewards';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** Nullable columns, all set on a completed request with a sealed code (the query's condition). */
type SealedRow = Pick<Row<'redeem_requests'>, 'code_last4' | 'code_key_version' | 'code_iv' | 'code_ciphertext' | 'code_tag'>;

/** Who opens the code: the request's owner, signed in, or an admin (decision 029). */
export type Revealer = { userId: string } | { adminId: string };

/**
 * For its owner (anyone else: "not found") or an admin. Audited with the last 4, never the code
 * (decision 029).
 */
export async function revealWithdrawalCode(deps: Deps, input: { id: string; by: Revealer }): Promise<{ code: string }> {
  const { by } = input;
  const owner = 'userId' in by ? by.userId : null;
  return deps.em.transactional(async (em) => {
    const [row] = await sql<SealedRow>(
      em,
      `select code_last4, code_key_version, code_iv, code_ciphertext, code_tag from redeem_requests
       where id = ? and status = 'completed' and code_ciphertext is not null and (?::uuid is null or user_id = ?::uuid)`,
      [input.id, owner, owner],
    );
    if (!row) throw refuse('redeem.not-found');
    const who = 'userId' in by ? { adminId: null, after: { userId: by.userId, codeLast4: row.code_last4 } } : { adminId: by.adminId, after: { codeLast4: row.code_last4 } };
    recordAudit({ ...deps, em }, { ...who, action: 'redeem.reveal-code', targetType: 'redeem-request', targetId: input.id });
    await em.flush();
    return { code: openRewardCode(deps.config.rewardCodeKeys, { keyVersion: row.code_key_version!, iv: row.code_iv!, ciphertext: row.code_ciphertext!, tag: row.code_tag! }) };
  });
}
