import type { SubmissionStatus, TaskProofKind, TaskState } from '#contract/tasks/rules';
import { m } from '../../i18n/paraglide/messages';

export const PROOF_LABELS: Record<TaskProofKind, string> = {
  none: m['tasks.proof.none'](),
  text: m['tasks.proof.text'](),
  image: m['tasks.proof.image'](),
};

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: m['tasks.submission.status.pending'](),
  approved: m['tasks.submission.status.approved'](),
  rejected: m['tasks.submission.status.rejected'](),
};

/** Pending is the queue's work (amber); approved was credited (green); rejected was not (red). */
export const SUBMISSION_STATUS_TONES = { pending: 'amber', approved: 'green', rejected: 'red' } as const satisfies Record<SubmissionStatus, string>;

/** Where an enabled task stands for the public; a disabled one is shown as such instead. */
export const TASK_STATE_LABELS: Record<TaskState, string> = {
  open: m['tasks.state.open'](),
  'not-started': m['tasks.state.not-started'](),
  ended: m['tasks.state.ended'](),
  full: m['tasks.state.full'](),
};
