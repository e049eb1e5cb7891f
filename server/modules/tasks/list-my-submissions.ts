import type { Deps } from '../deps';
import type { TaskSubmission } from '#contract/tasks/schemas';
import { pageOfSubmissions } from './submission-rows';

/** The person's own submissions, newest first, of every task or of one. */
export function listMySubmissions(deps: Deps, input: { userId: string; taskId?: string; page: number; pageSize: number }): Promise<{ submissions: TaskSubmission[]; total: number }> {
  const byTask = input.taskId !== undefined;
  return pageOfSubmissions(deps.em, byTask ? 's.user_id = ? and s.task_id = ?' : 's.user_id = ?', byTask ? [input.userId, input.taskId] : [input.userId], input);
}
