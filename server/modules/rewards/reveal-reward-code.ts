import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { openRewardCode } from './code-crypto';

/** The code's columns; its id is aliased code_id. */
type CodeRow = Pick<Row<'reward_codes'>, 'last4' | 'key_version' | 'iv' | 'ciphertext' | 'tag'> & { code_id: string };

/**
 * Anyone else's order, or one without a code, is "not found". Each reveal is audited — never the
 * code — and a first reveal marks it `revealed`.
 */
export async function revealRewardCode(deps: Deps, input: { id: string; userId: string }): Promise<{ code: string }> {
  return deps.em.transactional(async (em) => {
    const [row] = await sql<CodeRow>(
      em,
      `select c.id as code_id, c.last4, c.key_version, c.iv, c.ciphertext, c.tag
       from reward_orders o join reward_codes c on c.id = o.code_id
       where o.id = ? and o.user_id = ? and o.status = 'fulfilled'`,
      [input.id, input.userId],
    );
    if (!row) throw refuse('rewards.order-not-found');
    await sql(em, `update reward_codes set status = 'revealed', updated_at = ? where id = ? and status = 'assigned'`, [deps.clock.now(), row.code_id]);
    recordAudit({ ...deps, em }, { adminId: null, action: 'rewards.reveal', targetType: 'reward-order', targetId: input.id, after: { userId: input.userId, last4: row.last4 } });
    await em.flush();
    return { code: openRewardCode(deps.config.rewardCodeKeys, { keyVersion: row.key_version, iv: row.iv, ciphertext: row.ciphertext, tag: row.tag }) };
  });
}
