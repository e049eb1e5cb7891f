import type { Deps } from '../deps';
import type { TaskSubmission } from '#contract/tasks/schemas';
import { submissionOf } from './submission-rows';

/** One of the person's own submissions (`/success` after handing one in); someone else's is not found. */
export function getMySubmission(deps: Deps, input: { id: string; userId: string }): Promise<TaskSubmission> {
  return submissionOf(deps.em, input.id, input.userId);
}
