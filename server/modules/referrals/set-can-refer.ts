import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** An admin revokes (or restores) a person's ability to refer: their code stops working for new sign-ups. */
export async function setCanRefer(deps: Deps, input: { userId: string; revoked: boolean; adminId: string }): Promise<{ userId: string; canRefer: boolean }> {
  return deps.em.transactional(async (em) => {
    const canRefer = !input.revoked;
    const [before] = await sql<Pick<Row<'users'>, 'can_refer'>>(em, `select can_refer from users where id = ? and deleted_at is null for update`, [input.userId]);
    if (!before) throw refuse('referrals.user-not-found');
    await sql(em, `update users set can_refer = ? where id = ?`, [canRefer, input.userId]);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'referrals.set-can-refer', targetType: 'user', targetId: input.userId, before: { canRefer: before.can_refer }, after: { canRefer } });
    await em.flush();
    return { userId: input.userId, canRefer };
  });
}
