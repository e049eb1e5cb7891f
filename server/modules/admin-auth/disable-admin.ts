import type { Admin } from '../../../db/entities';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { lockForOwnerChange } from './owner-guard';

/**
 * The owner disables another admin (decision 051): every session and a pending enrolment end in the
 * same transaction. Admin sessions are read from the database on each request (never cached), so
 * every process refuses them from the commit on; sign-in is refused until an owner enables the admin.
 */
export async function disableAdmin(deps: Deps, input: { actor: Admin; id: string }): Promise<{ sessionsEnded: number }> {
  return deps.em.transactional(async (em) => {
    const target = await lockForOwnerChange(em, { actorId: input.actor.id, targetId: input.id, demotesOrDisables: true });
    if (target.disabled_at) return { sessionsEnded: 0 };
    await sql(em, `update admins set disabled_at = ?, enrolment_token_hash = null, enrolment_token_expires_at = null where id = ?`, [deps.clock.now(), target.id]);
    const ended = await sql<{ id: string }>(em, `delete from admin_sessions where admin_id = ? returning id`, [target.id]);
    recordAudit({ em, clock: deps.clock }, { adminId: input.actor.id, action: 'admin.disable', targetType: 'admin', targetId: target.id, before: { disabled: false }, after: { disabled: true, sessionsEnded: ended.length } });
    await em.flush();
    return { sessionsEnded: ended.length };
  });
}
