import type { TaskSubmission } from '#contract/tasks/schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

/** A submission's status as its author reads it: Pending review, Approved +₹X, or Rejected with the admin's reason as written. */
export function submissionStatusText(submission: Pick<TaskSubmission, 'status' | 'rewardPaise' | 'reason'>): string {
  if (submission.status === 'pending') return m['tasks.status.pending']();
  if (submission.status === 'approved') return m['tasks.status.approved']({ amount: formatRupees(submission.rewardPaise) });
  return submission.reason ? m['tasks.status.rejected-reason']({ reason: submission.reason }) : m['tasks.status.rejected']();
}

export const SUBMISSION_TONE: Record<TaskSubmission['status'], string> = {
  pending: 'bg-amber-300/15 text-amber-100 ring-amber-300/30',
  approved: 'bg-emerald-400/15 text-emerald-100 ring-emerald-300/30',
  rejected: 'bg-rose-400/15 text-rose-100 ring-rose-300/30',
};
