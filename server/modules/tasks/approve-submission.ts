import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { sql } from '../sql';
import { credit } from '../wallet';
import { qualifyReferralOnEarning } from '../referrals';
import { lockSubmission } from './lock-submission';
import type { AdminTaskSubmission } from '#contract/tasks/schemas';
import { adminSubmissionById } from './submission-rows';

/**
 * Once (decision 022): the row's lock makes a second approval find it approved, and the ledger key
 * would refuse a second credit anyway. A rejected submission stays rejected.
 */
export async function approveSubmission(deps: Deps, input: { id: string; adminId: string }): Promise<AdminTaskSubmission> {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const submission = await lockSubmission(em, input.id);
    if (submission.status === 'approved') return adminSubmissionById(em, submission.id);
    if (submission.status !== 'pending') throw refuse('tasks.already-reviewed');
    const transfer = await credit(txDeps, {
      userId: submission.user_id,
      from: 'tasks',
      kind: 'task',
      amountPaise: submission.reward_paise,
      line: { code: 'task.reward', values: { task: submission.task_title, submission: submission.number } },
      idempotencyKey: `task-submission:${submission.id}`,
      reference: submission.id,
    });
    await qualifyReferralOnEarning(txDeps, submission.user_id);
    await sql(em, `update task_submissions set status = 'approved', reviewed_by = ?, reviewed_at = ?, credit_transfer_id = ? where id = ?`, [
      input.adminId,
      deps.clock.now(),
      transfer.transferId,
      submission.id,
    ]);
    await notify(txDeps, { userId: submission.user_id, kind: 'task-approved', values: { taskId: submission.task_id, task: submission.task_title, amountPaise: submission.reward_paise }, outcomeKey: submission.id });
    announceChange(em, 'tasks');
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: 'tasks.approve-submission',
      targetType: 'task-submission',
      targetId: submission.id,
      before: { status: submission.status },
      after: { status: 'approved', rewardPaise: submission.reward_paise, transferId: transfer.transferId },
    });
    await em.flush();
    return adminSubmissionById(em, submission.id);
  });
}
