import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { taskRows, toPublicTaskRow, type PublicTaskRow } from './task-rows';

/** Enough for a page of tasks; an admin publishes a handful at a time, not hundreds. */
const MAX_LISTED_TASKS = 100;

interface ListedTasks {
  /** The clock's time of the read (ms): the rows leave out what had ended by then. */
  readAt: number;
  tasks: PublicTaskRow[];
}

async function readListedTasks(deps: Deps, now: Date): Promise<ListedTasks> {
  // Started or not: a task that starts later joins the list when it starts, with no change for the cache to hear of.
  const rows = await taskRows(deps.em, {
    where: 't.enabled and (t.ends_at is null or t.ends_at > ?)',
    params: [now],
    tail: `order by t.created_at desc, t.id desc limit ${MAX_LISTED_TASKS}`,
  });
  return { readAt: now.getTime(), tasks: rows.map(toPublicTaskRow) };
}

/**
 * The enabled tasks not ended at the time of the read, newest first, as everyone sees them (no
 * person's counts), until a task or a submission (the slots left) changes.
 */
const LISTED_TASKS = new CachedRead<Date, ListedTasks, Deps>({
  name: 'listed tasks',
  key: () => 'listed',
  read: readListedTasks,
  maxEntries: 1,
  forgetOn: { tasks: 'all' },
  public: true,
});

/** One enabled task as everyone sees it, or null, until a task or a submission changes. */
const ENABLED_TASK = new CachedRead<string, PublicTaskRow | null, Deps>({
  name: 'enabled task',
  key: (id) => id,
  read: async (deps, id) => {
    const [row] = await taskRows(deps.em, { where: 't.id = ? and t.enabled', params: [id] });
    return row ? toPublicTaskRow(row) : null;
  },
  maxEntries: 256,
  forgetOn: { tasks: 'all' },
  public: true,
});

/** The listed tasks; their state is decided by the caller at its own `now`. */
export async function listedTasks(deps: Deps, now: Date): Promise<PublicTaskRow[]> {
  const listed = await LISTED_TASKS.get(deps, now);
  // A clock set back past the read (tests) could miss tasks that ended in between.
  return listed.readAt <= now.getTime() ? listed.tasks : (await readListedTasks(deps, now)).tasks;
}

export function enabledTask(deps: Deps, id: string): Promise<PublicTaskRow | null> {
  return ENABLED_TASK.get(deps, id);
}

/** Per person, so never cached; nobody signed in reads nothing. */
export async function mySubmissionCounts(deps: Deps, userId: string | null, taskId?: string): Promise<Map<string, number>> {
  if (!userId) return new Map();
  const rows = await sql<Pick<Row<'task_submissions'>, 'task_id'> & { mine: number }>(
    deps.em,
    `select task_id, count(*)::int as mine from task_submissions
     where user_id = ? and status <> 'rejected' ${taskId ? 'and task_id = ?' : ''} group by task_id`,
    taskId ? [userId, taskId] : [userId],
  );
  return new Map(rows.map((row) => [row.task_id, row.mine]));
}
