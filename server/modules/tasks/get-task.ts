import { refuse } from '../../errors';
import type { Deps } from '../deps';
import type { PublicTask } from './schemas';
import { taskRows, toPublicTask } from './task-rows';

/** One enabled task's page, whatever its state (a person may come back to an ended one); a disabled task is not found. */
export async function getTask(deps: Deps, input: { id: string; userId: string | null }): Promise<PublicTask> {
  const [row] = await taskRows(deps.em, { userId: input.userId, where: 't.id = ? and t.enabled', params: [input.id] });
  if (!row) throw refuse('tasks.not-found');
  return toPublicTask(row, deps.clock.now());
}
