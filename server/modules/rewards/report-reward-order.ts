import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** Reports a delivered order once (the conditional update); anyone else's order is "not found" (decision 019). */
export async function reportRewardOrder(deps: Deps, input: { id: string; userId: string; note: string }): Promise<{ reported: true }> {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const [reported] = await sql<Pick<Row<'reward_orders'>, 'code_id'>>(
      em,
      `update reward_orders set report_note = ?, reported_at = ?, updated_at = ?
       where id = ? and user_id = ? and status = 'fulfilled' and reported_at is null returning code_id`,
      [input.note, now, now, input.id, input.userId],
    );
    if (!reported) {
      const [own] = await sql(em, `select 1 from reward_orders where id = ? and user_id = ?`, [input.id, input.userId]);
      throw own ? refuse('rewards.not-reportable') : refuse('rewards.order-not-found');
    }
    if (reported.code_id) await sql(em, `update reward_codes set status = 'reported', updated_at = ? where id = ?`, [now, reported.code_id]);
    return { reported: true as const };
  });
}
