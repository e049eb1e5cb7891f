import type { Deps } from '../deps';
import { sql } from '../sql';
import type { AdminTask } from '#contract/tasks/schemas';
import { taskRows, toAdminTask } from './task-rows';

/** Every task, newest first, with its submission counts (the admin's Tasks tab). */
export async function listAdminTasks(deps: Deps, input: { page: number; pageSize: number }): Promise<{ tasks: AdminTask[]; total: number }> {
  const [count] = await sql<{ total: number }>(deps.em, 'select count(*)::int as total from tasks');
  const rows = await taskRows(deps.em, { tail: `order by t.created_at desc, t.id desc limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}` });
  const now = deps.clock.now();
  return { tasks: rows.map((row) => toAdminTask(row, now)), total: count!.total };
}
