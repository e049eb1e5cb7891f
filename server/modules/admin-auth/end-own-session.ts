import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** Ends one of the admin's own sessions (another admin's id answers as an ended one); every process refuses it from the commit on. */
export async function endOwnAdminSession(deps: Deps, input: { adminId: string; id: string }): Promise<void> {
  await deps.em.transactional(async (em) => {
    const ended = await sql(em, `delete from admin_sessions where admin_id = ? and id = ? returning id`, [input.adminId, input.id]);
    if (!ended.length) throw refuse('admin-accounts.session-not-found');
    recordAudit({ em, clock: deps.clock }, { adminId: input.adminId, action: 'admin.session-end', targetType: 'admin', targetId: input.adminId, after: { sessionId: input.id } });
    await em.flush();
  });
}
