import { createHash } from 'node:crypto';
import { refuse } from '#contract/errors';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { checkImage } from '../media';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { lockTask, type LockedTask } from './lock-task';
import type { SubmitTaskInput, TaskSubmission } from '#contract/tasks/schemas';
import { submissionOf } from './submission-rows';

/** The proof must be the kind the task takes: a text answer, a screenshot, or nothing. */
function checkProof(task: LockedTask, text: string | null, image: SubmitTaskInput['image']): void {
  if (task.proof === 'none' && (text || image)) throw refuse('tasks.wrong-proof');
  if (task.proof === 'text') {
    if (image) throw refuse('tasks.wrong-proof');
    if (!text) throw refuse('tasks.text-required');
  }
  if (task.proof === 'image') {
    if (text) throw refuse('tasks.wrong-proof');
    if (!image) throw refuse('tasks.image-required');
  }
}

/**
 * Limits counted and the submission written under the task's lock, so no burst passes them
 * (decision 022). A screenshot is checked before the transaction opens.
 */
export async function submitTask(deps: Deps, input: SubmitTaskInput & { userId: string }): Promise<TaskSubmission> {
  const text = input.text?.trim() || null;
  const image = input.image ? { bytes: Buffer.from(input.image.bytes), contentType: checkImage(input.image.bytes, input.image.declaredType) } : null;
  return deps.em.transactional(async (em) => {
    const task = await lockTask(em, input.taskId);
    const now = deps.clock.now();
    if (!task.enabled) throw refuse('tasks.closed');
    if (task.starts_at && now < new Date(task.starts_at)) throw refuse('tasks.not-started');
    if (task.ends_at && now >= new Date(task.ends_at)) throw refuse('tasks.ended');
    checkProof(task, text, input.image);
    const [counts] = await sql<{ mine: number; taken: number }>(
      em,
      `select count(*) filter (where user_id = ?)::int as mine, count(*)::int as taken from task_submissions where task_id = ? and status <> 'rejected'`,
      [input.userId, task.id],
    );
    if (counts!.mine >= task.per_user_limit) throw refuse('tasks.user-limit-reached');
    if (counts!.taken >= task.total_limit) throw refuse('tasks.no-slots-left');
    const [created] = await sql<Pick<Row<'task_submissions'>, 'id'>>(
      em,
      `insert into task_submissions (task_id, user_id, status, reward_paise, proof_text, created_at) values (?, ?, 'pending', ?, ?, ?) returning id`,
      [task.id, input.userId, task.reward_paise, task.proof === 'text' ? text : null, now],
    );
    // A slot fewer for everyone.
    announceChange(em, 'tasks');
    if (image) {
      await sql(em, `insert into task_proof_images (submission_id, content_type, bytes, size_bytes, sha256) values (?, ?, ?, ?, ?)`, [
        created!.id,
        image.contentType,
        image.bytes,
        image.bytes.length,
        createHash('sha256').update(image.bytes).digest('hex'),
      ]);
    }
    return submissionOf(em, created!.id, input.userId);
  });
}
