import { z } from 'zod';
import { emailSchema, idSchema, passwordSchema, queueOrderSchema } from '../shared-schemas';
import {
  APPEAL_ANSWER_MAX,
  APPEAL_ITEM_KINDS,
  APPEAL_MESSAGE_MAX,
  APPEAL_MESSAGE_MIN,
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  APPEALS_MESSAGES,
  SIGNED_IN_ITEM_KINDS,
  type HoldReason,
} from './rules';

export * from './rules';


const appealMessageSchema = z
  .string({ message: APPEALS_MESSAGES.messageTooShort })
  .trim()
  .min(APPEAL_MESSAGE_MIN, APPEALS_MESSAGES.messageTooShort)
  .max(APPEAL_MESSAGE_MAX, APPEALS_MESSAGES.messageTooLong);

export const appealItemKindSchema = z.enum(APPEAL_ITEM_KINDS);
export const appealStatusSchema = z.enum(APPEAL_STATUSES);
export const appealOutcomeSchema = z.enum(APPEAL_OUTCOMES);

/** A signed-in person asks for a review of one of their items (the account is contested through `blockedAccountAppealInputSchema`). */
export const createAppealInputSchema = z.object({
  kind: z.enum(SIGNED_IN_ITEM_KINDS),
  id: idSchema,
  message: appealMessageSchema,
});
export type CreateAppealInput = z.infer<typeof createAppealInputSchema>;

/** A blocked person cannot sign in: their e-mail and password prove who they are, and no session is made. */
export const blockedAccountAppealInputSchema = z.object({ email: emailSchema, password: passwordSchema, message: appealMessageSchema });
export type BlockedAccountAppealInput = z.infer<typeof blockedAccountAppealInputSchema>;

const dateSchema = z.date();
/** Mirrors `HoldReason` (rules.ts), which the wording's table is typed by. */
export const holdReasonSchema: z.ZodType<HoldReason> = z.discriminatedUnion('code', [
  z.object({ code: z.literal('referral.waiting-to-qualify'), qualifyPaise: z.number().int(), windowDays: z.number().int(), deadline: dateSchema }),
  z.object({ code: z.literal('referral.held'), holdDays: z.number().int(), clearsAt: dateSchema }),
  z.object({ code: z.literal('referral.review') }),
  z.object({ code: z.literal('referral.friend-blocked') }),
  z.object({ code: z.literal('referral.earnings-reversed') }),
  z.object({ code: z.literal('referral.expired'), windowDays: z.number().int() }),
  z.object({ code: z.literal('referral.rejected') }),
  z.object({ code: z.literal('referral.reversed') }),
  z.object({ code: z.literal('offerwall.held'), holdDays: z.number().int(), clearsAt: dateSchema }),
  z.object({ code: z.literal('task.pending') }),
  z.object({ code: z.literal('task.rejected') }),
  z.object({ code: z.literal('order.pending') }),
  z.object({ code: z.literal('order.rejected') }),
  z.object({ code: z.literal('withdrawal.pending') }),
  z.object({ code: z.literal('withdrawal.rejected') }),
  z.object({ code: z.literal('account.blocked') }),
]);

export const appealSchema = z.object({
  id: z.string(),
  status: appealStatusSchema,
  message: z.string(),
  answer: z.string().nullable(),
  createdAt: z.date(),
  answeredAt: z.date().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** One held, pending, flagged or closed item as its owner sees it: what it is, why it is there, and its review. */
export const heldItemSchema = z.object({
  kind: appealItemKindSchema,
  id: z.string(),
  /** What a person typed or a partner is called, shown as written: a task's title, a product's name, a friend's masked name, a provider's key. */
  subject: z.string().nullable(),
  /** The item's own number where it has one (a task submission's). */
  number: z.number().int().nullable(),
  amountPaise: z.number().int().nullable(),
  /** When it entered its state (submitted, ordered, qualified, rejected…). */
  since: z.date(),
  reason: holdReasonSchema,
  /** An admin's own words beside the coded reason, shown after it. */
  note: z.string().nullable(),
  /** The latest review asked of it. */
  appeal: appealSchema.nullable(),
  /** False when a review is open or the item is closed longer ago than APPEAL_WINDOW_DAYS. */
  canAppeal: z.boolean(),
});
export type HeldItem = z.infer<typeof heldItemSchema>;

export const myHeldItemsSchema = z.object({ items: z.array(heldItemSchema) });
export type MyHeldItems = z.infer<typeof myHeldItemsSchema>;

/** An open appeal as the admin's queue shows it: the person, the item's facts and reason, and what they wrote. */
export const adminAppealSchema = appealSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), isBlocked: z.boolean() }),
  item: heldItemSchema.omit({ appeal: true, canAppeal: true }).nullable(),
  itemKind: appealItemKindSchema,
  itemId: z.string(),
  answeredBy: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

/** Open appeals are a queue (oldest first unless `order` says newest); answered ones a history (newest first unless asked). */
export const listAppealsInputSchema = z.object({ status: z.enum(['open', 'answered']).default('open'), order: queueOrderSchema.optional() });

export const answerAppealInputSchema = z.object({
  id: idSchema,
  outcome: appealOutcomeSchema,
  answer: z.string({ message: APPEALS_MESSAGES.answerRequired }).trim().min(1, APPEALS_MESSAGES.answerRequired).max(APPEAL_ANSWER_MAX, APPEALS_MESSAGES.answerTooLong),
});
export type AnswerAppealInput = z.infer<typeof answerAppealInputSchema>;

/** `/transparency`: how appeals are answered, from the appeals' own rows. */
export const appealFiguresSchema = z.object({
  windowDays: z.number().int(),
  answeredInWindow: z.number().int(),
  answeredAllTime: z.number().int(),
  open: z.number().int(),
  /** Hours from asking to an answer over the answers in the window; null below MIN_FULFILMENT_SAMPLE answers. */
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
  changedInWindow: z.number().int(),
});
export type AppealFigures = z.infer<typeof appealFiguresSchema>;
