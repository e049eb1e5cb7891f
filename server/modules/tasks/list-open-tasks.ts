import type { Deps } from '../deps';
import type { PublicTask } from './schemas';
import { taskRows, toPublicTask } from './task-rows';

/** Enough for a page of tasks; an admin publishes a handful at a time, not hundreds. */
const MAX_OPEN_TASKS = 100;

/**
 * `/task`: the tasks a person can take now — enabled, started, not ended, a slot left — newest
 * first, with what the signed-in person has left of each. Empty means the honest "No Tasks Available".
 */
export async function listOpenTasks(deps: Deps, input: { userId: string | null }): Promise<PublicTask[]> {
  const now = deps.clock.now();
  const rows = await taskRows(deps.em, {
    userId: input.userId,
    where: 't.enabled and (t.starts_at is null or t.starts_at <= ?) and (t.ends_at is null or t.ends_at > ?)',
    params: [now, now],
    tail: `order by t.created_at desc, t.id desc limit ${MAX_OPEN_TASKS}`,
  });
  return rows.map((row) => toPublicTask(row, now)).filter((task) => task.state === 'open');
}
