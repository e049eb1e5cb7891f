import { z } from 'zod';
import { amountPaiseSchema } from '../money-schemas';
import { updateGameConfigInputSchema } from '../games/schemas';
import { rewardKindSchema } from '../rewards/schemas';
import { idSchema } from '../shared-schemas';
import { REFERRAL_REWARD_FIELDS } from './rules';

/** What a scheduled change changes (decision 044). */
export const CHANGE_KINDS = ['product-price', 'game-settings', 'referral-reward', 'task-reward'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const CHANGE_STATUSES = ['pending', 'applied', 'cancelled'] as const;

export const CHANGES_MESSAGES = {
  notFound: 'This scheduled change does not exist.',
  notPending: 'This change has already been applied or cancelled.',
  alreadyPending: 'A change of this is already scheduled; cancel it first to schedule another.',
  notADevaluation: 'This change gives people at least as much as now; save it where it is edited and it applies at once.',
  subjectNotFound: 'What this change is about no longer exists.',
  noticeRequired: ({ noticeDays, earliestOn }: { noticeDays: number; earliestOn: string }) =>
    `This change gives people less, so it must be announced ${noticeDays} days ahead: schedule it under Scheduled changes, effective ${earliestOn} at the earliest.`,
  noticeTooShort: ({ noticeDays, earliestOn }: { noticeDays: number; earliestOn: string }) =>
    `A change that gives people less takes effect no sooner than ${noticeDays} days after it is scheduled: choose ${earliestOn} or later.`,
  dateInvalid: 'Choose a date as YYYY-MM-DD',
} as const;

const effectiveOnSchema = z.string({ message: CHANGES_MESSAGES.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, CHANGES_MESSAGES.dateInvalid);

/** The admin schedules one change: the new value and the IST date it applies on (at 00:00 IST). */
export const scheduleChangeInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product-price'), productId: idSchema, pricePaise: amountPaiseSchema, effectiveOn: effectiveOnSchema }),
  z.object({ kind: z.literal('game-settings'), settings: updateGameConfigInputSchema, effectiveOn: effectiveOnSchema }),
  z.object({ kind: z.literal('referral-reward'), field: z.enum(REFERRAL_REWARD_FIELDS), paise: z.number().int().min(0), effectiveOn: effectiveOnSchema }),
  z.object({ kind: z.literal('task-reward'), taskId: idSchema, rewardPaise: amountPaiseSchema, effectiveOn: effectiveOnSchema }),
]);
export type ScheduleChangeInput = z.infer<typeof scheduleChangeInputSchema>;

export const changeIdInputSchema = z.object({ id: idSchema });

/**
 * One change as the public changelog, the product tile and the game page show it. `subject` is the
 * product's id, the game, the referral setting or the task's id; `subjectName` the product's name or
 * the task's title (the admin's text), null where the site words the subject itself. Values are
 * paise (an expected value per play may hold a fraction of a paisa).
 */
export const publicChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANGE_KINDS),
  subject: z.string(),
  subjectName: z.string().nullable(),
  /** A product's kind, which words a demo product's name in the reader's language; null for other subjects. */
  productKind: rewardKindSchema.nullable(),
  oldValuePaise: z.number(),
  newValuePaise: z.number(),
  announcedAt: z.date(),
  effectiveAt: z.date(),
  /** Null while it is still to come. */
  appliedAt: z.date().nullable(),
});
export type PublicChange = z.infer<typeof publicChangeSchema>;

/** The changelog: changes still to come (soonest first) and those applied (latest first). */
export const changelogSchema = z.object({ pending: z.array(publicChangeSchema), applied: z.array(publicChangeSchema) });
export type Changelog = z.infer<typeof changelogSchema>;

export const adminChangeSchema = publicChangeSchema.extend({
  status: z.enum(CHANGE_STATUSES),
  scheduledBy: z.string().nullable(),
  cancelledAt: z.date().nullable(),
});
export type AdminChange = z.infer<typeof adminChangeSchema>;

/** The admin's list and the rule the schedule form states. */
export const adminChangesSchema = z.object({ changes: z.array(adminChangeSchema), noticeDays: z.number().int(), earliestOn: z.string() });
