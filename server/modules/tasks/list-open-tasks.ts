import type { Deps } from '../deps';
import { listedTasks, mySubmissionCounts } from './public-tasks';
import type { PublicTask } from '#contract/tasks/schemas';
import { toPublicTask } from './task-rows';

/** Enabled, started, not ended, a slot left; empty means the honest "No Tasks Available". */
export async function listOpenTasks(deps: Deps, input: { userId: string | null }): Promise<PublicTask[]> {
  const now = deps.clock.now();
  const tasks = await listedTasks(deps, now);
  const mine = await mySubmissionCounts(deps, input.userId);
  return tasks.map((task) => toPublicTask(task, mine.get(task.row.id) ?? 0, now)).filter((task) => task.state === 'open');
}
