import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** "Sign out everywhere else": every session of the admin's but the asking one. */
export async function endOtherAdminSessions(deps: Deps, input: { adminId: string; sessionId: string }): Promise<{ sessionsEnded: number }> {
  return deps.em.transactional(async (em) => {
    const ended = await sql(em, `delete from admin_sessions where admin_id = ? and id <> ? returning id`, [input.adminId, input.sessionId]);
    recordAudit({ em, clock: deps.clock }, { adminId: input.adminId, action: 'admin.sessions-end-others', targetType: 'admin', targetId: input.adminId, after: { sessionsEnded: ended.length } });
    await em.flush();
    return { sessionsEnded: ended.length };
  });
}
