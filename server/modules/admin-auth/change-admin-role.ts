import type { Admin } from '../../../db/entities';
import type { AdminRole } from '#contract/admin-auth/roles';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { lockForOwnerChange } from './owner-guard';

/**
 * The owner changes another admin's role (decision 051). Each request reads the role afresh, so the
 * change holds from the admin's next request on every process; their sessions stay.
 */
export async function changeAdminRole(deps: Deps, input: { actor: Admin; id: string; role: AdminRole }): Promise<void> {
  await deps.em.transactional(async (em) => {
    const target = await lockForOwnerChange(em, { actorId: input.actor.id, targetId: input.id, demotesOrDisables: input.role !== 'owner' });
    if (target.role === input.role) return;
    await sql(em, `update admins set role = ? where id = ?`, [input.role, target.id]);
    recordAudit({ em, clock: deps.clock }, { adminId: input.actor.id, action: 'admin.role-change', targetType: 'admin', targetId: target.id, before: { role: target.role }, after: { role: input.role } });
    await em.flush();
  });
}
