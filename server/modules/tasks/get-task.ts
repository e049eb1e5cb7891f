import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { enabledTask, mySubmissionCounts } from './public-tasks';
import type { PublicTask } from '#contract/tasks/schemas';
import { toPublicTask } from './task-rows';

/** One enabled task's page, whatever its state (a person may come back to an ended one); a disabled task is not found. */
export async function getTask(deps: Deps, input: { id: string; userId: string | null }): Promise<PublicTask> {
  const task = await enabledTask(deps, input.id);
  if (!task) throw refuse('tasks.not-found');
  const mine = await mySubmissionCounts(deps, input.userId, input.id);
  return toPublicTask(task, mine.get(input.id) ?? 0, deps.clock.now());
}
