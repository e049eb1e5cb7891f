import { z } from 'zod';
import { amountPaiseSchema } from '../money-schemas';
import { idSchema, instantInputSchema, pageQuerySchema, queuePageQuerySchema } from '../shared-schemas';
import {
  MAX_BULK_APPROVE,
  MAX_PER_USER_LIMIT,
  MAX_PROOF_TEXT_LENGTH,
  MAX_REJECT_REASON_LENGTH,
  MAX_TASK_STEPS_LENGTH,
  MAX_TASK_TITLE_LENGTH,
  MAX_TOTAL_LIMIT,
  PROOF_IMAGE_TYPES,
  SUBMISSION_STATUSES,
  TASK_PROOF_KINDS,
  TASK_STATES,
  TASKS_MESSAGES,
} from './rules';

export * from './rules';

export const taskProofSchema = z.enum(TASK_PROOF_KINDS, { message: TASKS_MESSAGES.proofInvalid });
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export const taskStateSchema = z.enum(TASK_STATES);

function wholeNumberInRange(max: number, message: string) {
  return z.number({ message }).int(message).min(1, message).max(max, message);
}

/**
 * What an admin writes for a task (create, and update as a whole). Plain object so a form schema
 * can `.extend` it; the cross-field rules are `refineTaskFields`, applied by `taskInputSchema`.
 */
export const taskFieldsSchema = z.object({
  title: z.string({ message: TASKS_MESSAGES.titleRequired }).trim().min(1, TASKS_MESSAGES.titleRequired).max(MAX_TASK_TITLE_LENGTH, TASKS_MESSAGES.titleTooLong),
  /** Markdown, rendered and sanitised like a blog post's body. */
  steps: z.string({ message: TASKS_MESSAGES.stepsRequired }).trim().min(1, TASKS_MESSAGES.stepsRequired).max(MAX_TASK_STEPS_LENGTH, TASKS_MESSAGES.stepsTooLong),
  rewardPaise: amountPaiseSchema,
  proof: taskProofSchema,
  perUserLimit: wholeNumberInRange(MAX_PER_USER_LIMIT, TASKS_MESSAGES.perUserLimitInvalid),
  totalLimit: wholeNumberInRange(MAX_TOTAL_LIMIT, TASKS_MESSAGES.totalLimitInvalid),
  /** Null or left out: open from now on / never ends. */
  startsAt: instantInputSchema('Start date').nullish().transform((value) => value ?? null),
  endsAt: instantInputSchema('End date').nullish().transform((value) => value ?? null),
  enabled: z.boolean({ message: TASKS_MESSAGES.enabledInvalid }),
});
export type TaskFields = z.output<typeof taskFieldsSchema>;

/** The rules between fields, each on the field an admin corrects. */
export function refineTaskFields(fields: { perUserLimit: number; totalLimit: number; startsAt: Date | null; endsAt: Date | null }, context: z.RefinementCtx): void {
  if (fields.perUserLimit > fields.totalLimit) context.addIssue({ code: 'custom', path: ['perUserLimit'], message: TASKS_MESSAGES.perUserAboveTotal });
  if (fields.startsAt && fields.endsAt && fields.endsAt <= fields.startsAt) context.addIssue({ code: 'custom', path: ['endsAt'], message: TASKS_MESSAGES.endsBeforeStart });
}

export const taskInputSchema = taskFieldsSchema.superRefine(refineTaskFields);
export const updateTaskInputSchema = taskFieldsSchema.extend({ id: idSchema }).superRefine(refineTaskFields);

/** A task as the public sees it (`/task`, `GET /api/tasks`). */
export const publicTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The steps' Markdown rendered and sanitised (the blog's allow-list). */
  stepsHtml: z.string(),
  rewardPaise: z.number().int(),
  proof: taskProofSchema,
  state: taskStateSchema,
  perUserLimit: z.number().int(),
  /** Slots left of the total limit (pending and approved submissions take one). */
  remainingSlots: z.number().int(),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
  /** The signed-in person's pending and approved submissions of this task; 0 when signed out. */
  mySubmissionCount: z.number().int(),
  /** How many more times the signed-in person may submit it (the per-user limit when signed out). */
  myRemaining: z.number().int(),
});
export type PublicTask = z.infer<typeof publicTaskSchema>;

export const taskIdInputSchema = z.object({ id: idSchema });

/** A submission as its author sees it (`/task`, `/success`). */
export const taskSubmissionSchema = z.object({
  id: z.string(),
  /** Shown to the person ("Submission #1042"), one sequence for the whole site. */
  number: z.number().int(),
  taskId: z.string(),
  taskTitle: z.string(),
  proof: taskProofSchema,
  status: submissionStatusSchema,
  /** What approval credits (the task's reward when submitted). */
  rewardPaise: z.number().int(),
  /** The admin's reason for a rejection, as written. */
  reason: z.string().nullable(),
  createdAt: z.date(),
  reviewedAt: z.date().nullable(),
});
export type TaskSubmission = z.infer<typeof taskSubmissionSchema>;

/** A submission: `{ taskId, text }` or `{ taskId }`; a screenshot comes only through the multipart REST path (JSON cannot carry bytes). */
export const submitTaskInputSchema = z.object({
  taskId: idSchema,
  text: z.string({ message: TASKS_MESSAGES.textRequired }).trim().max(MAX_PROOF_TEXT_LENGTH, TASKS_MESSAGES.textTooLong).optional(),
  image: z.object({ bytes: z.instanceof(Uint8Array), declaredType: z.string().nullable() }).optional(),
});
export type SubmitTaskInput = z.infer<typeof submitTaskInputSchema>;

export const mySubmissionsInputSchema = pageQuerySchema.extend({ taskId: idSchema.optional() });
export const submissionIdInputSchema = z.object({ id: idSchema });

/** A task as an admin edits it, with its counts. */
export const adminTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  steps: z.string(),
  rewardPaise: z.number().int(),
  proof: taskProofSchema,
  perUserLimit: z.number().int(),
  totalLimit: z.number().int(),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
  enabled: z.boolean(),
  state: taskStateSchema,
  remainingSlots: z.number().int(),
  pendingCount: z.number().int(),
  approvedCount: z.number().int(),
  rejectedCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;

export const listAdminTasksInputSchema = pageQuerySchema;

/** A submission in the review queue, with its proof (the screenshot only through its admin-only address). */
export const adminTaskSubmissionSchema = taskSubmissionSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  proofText: z.string().nullable(),
  /** `/api/admin/task-submissions/<id>/proof-image` on the admin origin, or null without a screenshot. */
  proofImageUrl: z.string().nullable(),
  proofImageType: z.enum(PROOF_IMAGE_TYPES).nullable(),
  reviewedBy: z.string().nullable(),
  /** The ledger transfer of an approved submission's credit. */
  creditTransferId: z.string().nullable(),
});
export type AdminTaskSubmission = z.infer<typeof adminTaskSubmissionSchema>;

export const listTaskSubmissionsInputSchema = queuePageQuerySchema.extend({
  status: submissionStatusSchema.optional(),
  taskId: idSchema.optional(),
});

export const rejectSubmissionInputSchema = z.object({
  id: idSchema,
  reason: z.string({ message: TASKS_MESSAGES.reasonRequired }).trim().min(1, TASKS_MESSAGES.reasonRequired).max(MAX_REJECT_REASON_LENGTH, TASKS_MESSAGES.reasonTooLong),
});

export const bulkApproveInputSchema = z.object({
  ids: z.array(idSchema, { message: TASKS_MESSAGES.bulkEmpty }).min(1, TASKS_MESSAGES.bulkEmpty).max(MAX_BULK_APPROVE, TASKS_MESSAGES.bulkTooMany),
});

/** Each chosen submission approved (credited once), or left as it was because an admin had already rejected it or it is gone. */
export const bulkApproveOutputSchema = z.object({
  approved: z.array(adminTaskSubmissionSchema),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['already-reviewed', 'not-found']) })),
});
