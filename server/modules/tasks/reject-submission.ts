import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { sql } from '../sql';
import { lockSubmission } from './lock-submission';
import type { AdminTaskSubmission } from '#contract/tasks/schemas';
import { adminSubmissionById } from './submission-rows';

/** An admin rejects a pending submission with a reason its author reads; nothing is credited and its slot is free again. */
export async function rejectSubmission(deps: Deps, input: { id: string; reason: string; adminId: string }): Promise<AdminTaskSubmission> {
  return deps.em.transactional(async (em) => {
    const submission = await lockSubmission(em, input.id);
    if (submission.status !== 'pending') throw refuse('tasks.already-reviewed');
    await sql(em, `update task_submissions set status = 'rejected', reason = ?, reviewed_by = ?, reviewed_at = ? where id = ?`, [input.reason, input.adminId, deps.clock.now(), submission.id]);
    await notify({ ...deps, em }, { userId: submission.user_id, kind: 'task-rejected', values: { taskId: submission.task_id, task: submission.task_title, reason: input.reason }, outcomeKey: submission.id });
    // Its slot is free again for everyone.
    announceChange(em, 'tasks');
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: 'tasks.reject-submission',
      targetType: 'task-submission',
      targetId: submission.id,
      before: { status: submission.status },
      after: { status: 'rejected', reason: input.reason },
    });
    await em.flush();
    return adminSubmissionById(em, submission.id);
  });
}
