import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql } from '../sql';
import type { TaskProofKind } from '#contract/tasks/schemas';

export interface LockedTask {
  id: string;
  title: string;
  reward_paise: number;
  proof: TaskProofKind;
  per_user_limit: number;
  total_limit: number;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: boolean;
}

/** Submissions and an admin's edit take turns, so limits counted under the lock still hold. */
export async function lockTask(em: EntityManager, id: string): Promise<LockedTask> {
  const [row] = await sql<LockedTask>(em, `select id, title, reward_paise, proof, per_user_limit, total_limit, starts_at, ends_at, enabled from tasks where id = ? for update`, [id]);
  if (!row) throw refuse('tasks.not-found');
  return row;
}
