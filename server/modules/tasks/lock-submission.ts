import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql } from '../sql';
import type { SubmissionStatus } from '#contract/tasks/schemas';

export interface LockedSubmission {
  id: string;
  number: number;
  task_id: string;
  task_title: string;
  user_id: string;
  status: SubmissionStatus;
  reward_paise: number;
}

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
