import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { TaskProofKind } from '#contract/tasks/schemas';

export type LockedTask = Narrowed<
  Pick<Row<'tasks'>, 'id' | 'title' | 'reward_paise' | 'proof' | 'per_user_limit' | 'total_limit' | 'starts_at' | 'ends_at' | 'enabled'>,
  { proof: TaskProofKind }
>;

/** Submissions and an admin's edit take turns, so limits counted under the lock still hold. */
export async function lockTask(em: EntityManager, id: string): Promise<LockedTask> {
  const [row] = await sql<LockedTask>(em, `select id, title, reward_paise, proof, per_user_limit, total_limit, starts_at, ends_at, enabled from tasks where id = ? for update`, [id]);
  if (!row) throw refuse('tasks.not-found');
  return row;
}
