/**
 * Earning tasks' fixed rules (issue 18), apart from the zod schemas so the browser's entry chunk
 * (the validation wording, the hub's tile) can read them without loading zod.
 */
import { IMAGE_CONTENT_TYPES } from '../enums';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from '../media/image-types';

/** What a person hands in to show a task was done: nothing, a typed answer, or a screenshot. */
export const TASK_PROOF_KINDS = ['none', 'text', 'image'] as const;
export type TaskProofKind = (typeof TASK_PROOF_KINDS)[number];

/** A submission waits for an admin (`pending`), who approves it (credited once) or rejects it with a reason. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The submissions that use up a slot and count towards the per-user limit; a rejected one frees its slot. */
export const COUNTED_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['pending', 'approved'];

/**
 * Where a task stands for the public: `open` (enabled, started, not ended, a slot left),
 * `not-started`, `ended`, `full` (every slot taken). A disabled task is not shown at all.
 */
export const TASK_STATES = ['open', 'not-started', 'ended', 'full'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const MAX_TASK_TITLE_LENGTH = 120;
/** Markdown steps, like a blog post's body but shorter: a task is a few steps, not an article. */
export const MAX_TASK_STEPS_LENGTH = 20_000;
export const MAX_PROOF_TEXT_LENGTH = 1000;
export const MAX_REJECT_REASON_LENGTH = 500;
export const MAX_PER_USER_LIMIT = 1000;
export const MAX_TOTAL_LIMIT = 1_000_000;
/** What /success promises after a submission: an admin reviews it within this many days. */
export const TASK_REVIEW_DAYS = 3;
/** How many submissions one bulk approval takes: one page of the review queue at most. */
export const MAX_BULK_APPROVE = 100;

/** A screenshot is checked like a blog image (by its bytes, not its name or claimed type) with the same cap. */
export const PROOF_IMAGE_TYPES = IMAGE_CONTENT_TYPES;
export const MAX_PROOF_IMAGE_BYTES = MAX_IMAGE_BYTES;
export const MAX_PROOF_IMAGE_LABEL = MAX_IMAGE_LABEL;
/** The multipart field of `POST /api/tasks/{id}/submissions` that carries the screenshot. */
export const PROOF_IMAGE_FIELD = 'image';

/** The module's texts, here (not beside the zod schemas) so the SPA's validation wording reads them without loading zod. */
export const TASKS_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${MAX_TASK_TITLE_LENGTH} characters`,
  stepsRequired: 'Steps are required',
  stepsTooLong: `Steps must be at most ${MAX_TASK_STEPS_LENGTH.toLocaleString('en-IN')} characters`,
  proofInvalid: 'Proof must be none, text or image',
  perUserLimitInvalid: `Per-user limit must be a whole number from 1 to ${MAX_PER_USER_LIMIT.toLocaleString('en-IN')}`,
  totalLimitInvalid: `Total limit must be a whole number from 1 to ${MAX_TOTAL_LIMIT.toLocaleString('en-IN')}`,
  perUserAboveTotal: 'The per-user limit cannot be more than the total limit',
  endsBeforeStart: 'The end date must be after the start date',
  enabledInvalid: 'Enabled must be true or false',
  notFound: 'Task not found',
  closed: 'This task is closed',
  notStarted: 'This task has not started yet',
  ended: 'This task has ended',
  userLimitReached: 'You have already submitted this task as many times as it allows',
  noSlotsLeft: 'No slots are left for this task',
  textRequired: 'Please type your answer',
  textTooLong: `Your answer must be at most ${MAX_PROOF_TEXT_LENGTH.toLocaleString('en-IN')} characters`,
  imageRequired: 'Please attach a screenshot',
  wrongProof: 'This task does not take that kind of proof',
  reasonRequired: 'Please give a reason the user will see',
  reasonTooLong: `The reason must be at most ${MAX_REJECT_REASON_LENGTH} characters`,
  submissionNotFound: 'Submission not found',
  alreadyReviewed: 'This submission has already been reviewed',
  noProofImage: 'This submission has no screenshot',
  bulkEmpty: 'Choose at least one submission',
  bulkTooMany: `Approve at most ${MAX_BULK_APPROVE} submissions at once`,
  /** The reason a deleted account's pending submission is closed with (account/delete-account.ts). */
  accountDeleted: 'The account was deleted before this submission was reviewed',
} as const;

/** The admin-only address of a submission's screenshot (never under the public /uploads/). */
export function proofImagePath(submissionId: string): string {
  return `/api/admin/task-submissions/${submissionId}/proof-image`;
}
