import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { SubmissionStatus } from '#contract/tasks/schemas';

/** The submission's columns, and its task's title (aliased). */
export type LockedSubmission = Narrowed<
  Pick<Row<'task_submissions'>, 'id' | 'number' | 'task_id' | 'user_id' | 'status' | 'reward_paise'>,
  { status: SubmissionStatus }
> & { task_title: string };

/** One submission, locked for an admin's decision in the caller's transaction; two decisions on it take turns. */
export async function lockSubmission(em: EntityManager, id: string): Promise<LockedSubmission> {
  const [row] = await sql<LockedSubmission>(
    em,
    `select s.id, s.number, s.task_id, t.title as task_title, s.user_id, s.status, s.reward_paise
     from task_submissions s join tasks t on t.id = s.task_id where s.id = ? for update of s`,
    [id],
  );
  if (!row) throw refuse('tasks.submission-not-found');
  return row;
}
