import type { Admin, AdminSession } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth';
import type { Deps } from '../deps';
import { consumeRateLimits, RATE_LIMITS } from '../rate-limit';
import { sql } from '../sql';

/**
 * An admin changes their own password with the current one (decision 051); every other session of
 * theirs ends, the asking one stays. Tries are counted per admin before the check, so a stolen
 * session cannot guess the password.
 */
export async function changeOwnPassword(deps: Deps, input: { admin: Admin; session: AdminSession; currentPassword: string; newPassword: string }): Promise<{ sessionsEnded: number }> {
  await consumeRateLimits(deps, [[RATE_LIMITS.adminPasswordChangePerAdmin, input.admin.id]]);
  if (!(await verifyPassword(input.admin.passwordHash, input.currentPassword))) throw refuse('admin-accounts.current-password-wrong');
  const passwordHash = await hashPassword(input.newPassword);
  return deps.em.transactional(async (em) => {
    await sql(em, `update admins set password_hash = ? where id = ?`, [passwordHash, input.admin.id]);
    const ended = await sql<{ id: string }>(em, `delete from admin_sessions where admin_id = ? and id <> ? returning id`, [input.admin.id, input.session.id]);
    // The password itself is never logged, only that it changed.
    recordAudit({ em, clock: deps.clock }, { adminId: input.admin.id, action: 'admin.password-change', targetType: 'admin', targetId: input.admin.id, after: { sessionsEnded: ended.length } });
    await em.flush();
    return { sessionsEnded: ended.length };
  });
}
