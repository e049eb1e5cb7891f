import type { Admin } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** The owner enables a disabled admin again: they sign in as before (with their second factor). */
export async function enableAdmin(deps: Deps, input: { actor: Admin; id: string }): Promise<void> {
  await deps.em.transactional(async (em) => {
    const [target] = await sql<{ id: string; disabled_at: string | null }>(em, `select id, disabled_at from admins where id = ? for update`, [input.id]);
    if (!target) throw refuse('admin-accounts.not-found');
    if (!target.disabled_at) return;
    await sql(em, `update admins set disabled_at = null where id = ?`, [target.id]);
    recordAudit({ em, clock: deps.clock }, { adminId: input.actor.id, action: 'admin.enable', targetType: 'admin', targetId: target.id, before: { disabled: true }, after: { disabled: false } });
    await em.flush();
  });
}
