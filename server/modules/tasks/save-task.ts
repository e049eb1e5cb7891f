import { recordAudit } from '../audit';
import { renderMarkdown } from '../blog';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { AdminTask, TaskFields } from '#contract/tasks/schemas';
import { noticeRequiredParams } from '#contract/changes/rules';
import { refuse } from '#contract/errors';
import { lockTask } from './lock-task';
import { taskRows, toAdminTask } from './task-rows';

/**
 * Steps must render (too deep is refused here, not on the public page). A change applies to new
 * submissions; a pending one keeps its promised reward. `adminId` null: the seed's demo tasks, not an
 * admin's, so nothing is audited.
 */
export async function saveTask(deps: Deps, input: TaskFields & { id?: string; adminId: string | null }): Promise<AdminTask> {
  renderMarkdown(input.steps);
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const values = [input.title, input.steps, input.rewardPaise, input.proof, input.perUserLimit, input.totalLimit, input.startsAt, input.endsAt, input.enabled];
    let id: string;
    let before: AdminTask | null = null;
    if (input.id) {
      const locked = await lockTask(em, input.id);
      // A lower reward is announced first (decision 044): scheduled, never saved here.
      if (input.rewardPaise < locked.reward_paise) throw refuse('changes.notice-required', noticeRequiredParams(now));
      const [existing] = await taskRows(em, { where: 't.id = ?', params: [input.id] });
      before = toAdminTask(existing!, now);
      await sql(
        em,
        `update tasks set title = ?, steps = ?, reward_paise = ?, proof = ?, per_user_limit = ?, total_limit = ?, starts_at = ?, ends_at = ?, enabled = ?, updated_at = ? where id = ?`,
        [...values, now, input.id],
      );
      id = input.id;
    } else {
      const [created] = await sql<Pick<Row<'tasks'>, 'id'>>(
        em,
        `insert into tasks (title, steps, reward_paise, proof, per_user_limit, total_limit, starts_at, ends_at, enabled, created_by, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [...values, input.adminId, now, now],
      );
      id = created!.id;
    }
    announceChange(em, 'tasks');
    const [row] = await taskRows(em, { where: 't.id = ?', params: [id] });
    const after = toAdminTask(row!, now);
    if (input.adminId) recordAudit({ ...deps, em }, { adminId: input.adminId, action: before ? 'tasks.update' : 'tasks.create', targetType: 'task', targetId: id, before: before && auditedFields(before), after: auditedFields(after) });
    await em.flush();
    return after;
  });
}

function auditedFields({ title, steps, rewardPaise, proof, perUserLimit, totalLimit, startsAt, endsAt, enabled }: AdminTask) {
  return { title, steps, rewardPaise, proof, perUserLimit, totalLimit, startsAt, endsAt, enabled };
}
