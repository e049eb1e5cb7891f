import type { AdminChange } from '#contract/changes/schemas';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { changeRows, toAdminChange } from './change-rows';

/** Withdraws a change before it applies, under its row's lock so the job and the admin never both win. */
export async function cancelChange(deps: Deps, input: { id: string; adminId: string }): Promise<AdminChange> {
  return deps.em.transactional(async (em) => {
    const [locked] = await sql<{ status: string }>(em, `select status from scheduled_changes where id = ? for update`, [input.id]);
    if (!locked) throw refuse('changes.not-found');
    if (locked.status !== 'pending') throw refuse('changes.not-pending');
    await sql(em, `update scheduled_changes set status = 'cancelled', cancelled_at = ?, cancelled_by = ? where id = ?`, [deps.clock.now(), input.adminId, input.id]);
    const [row] = await changeRows(em, { where: 'c.id = ?', params: [input.id] });
    const cancelled = toAdminChange(row!);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'changes.cancel', targetType: cancelled.kind, targetId: cancelled.subject, before: { id: cancelled.id, status: 'pending' }, after: { id: cancelled.id, status: 'cancelled' } });
    await em.flush();
    announceChange(em, 'changes');
    return cancelled;
  });
}
