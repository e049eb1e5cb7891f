import { Admin } from '../../../db/entities';
import type { AdminRole } from '#contract/admin-auth/roles';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';

/**
 * Gives an admin a role (decision 046), audited as "admin.role-change" by `actingAdminId` (null from
 * the command line). Read on every request, so it applies to their open sessions at once.
 */
export async function setAdminRole(deps: Pick<Deps, 'em' | 'clock'>, input: { admin: Admin; role: AdminRole; actingAdminId: string | null }): Promise<{ changed: boolean }> {
  const before = input.admin.role;
  if (before === input.role) return { changed: false };
  input.admin.role = input.role;
  recordAudit(deps, { adminId: input.actingAdminId, action: 'admin.role-change', targetType: 'admin', targetId: input.admin.id, before: { role: before }, after: { role: input.role } });
  await deps.em.flush();
  return { changed: true };
}
