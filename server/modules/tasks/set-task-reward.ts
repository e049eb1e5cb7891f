import type { EntityManager } from '@mikro-orm/postgresql';
import { announceChange } from '../cache';
import { sql } from '../sql';

/**
 * A scheduled reward change applied when due (decision 044), in the caller's transaction, under the
 * task's lock; pending submissions keep the reward they were promised. False when the task is gone.
 */
export async function setTaskReward(em: EntityManager, id: string, rewardPaise: number, now: Date): Promise<boolean> {
  const updated = await sql<{ id: string }>(em, `update tasks set reward_paise = ?, updated_at = ? where id = ? returning id`, [rewardPaise, now, id]);
  if (updated.length > 0) announceChange(em, 'tasks');
  return updated.length > 0;
}
