import type { QueueOrder } from '#contract/shared-schemas';
import type { Deps } from '../deps';
import type { AdminTaskSubmission, SubmissionStatus } from '#contract/tasks/schemas';
import { pageOfAdminSubmissions } from './submission-rows';

/** The review queue: submissions oldest first unless `order` says newest, by status and/or task. */
export function listTaskSubmissions(
  deps: Deps,
  input: { status?: SubmissionStatus; taskId?: string; order: QueueOrder; page: number; pageSize: number },
): Promise<{ submissions: AdminTaskSubmission[]; total: number }> {
  const conditions: string[] = ['true'];
  const params: unknown[] = [];
  if (input.status) {
    conditions.push('s.status = ?');
    params.push(input.status);
  }
  if (input.taskId) {
    conditions.push('s.task_id = ?');
    params.push(input.taskId);
  }
  return pageOfAdminSubmissions(deps.em, conditions.join(' and '), params, input);
}
