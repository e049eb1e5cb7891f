import { z } from 'zod';
import { historyEntrySchema } from '../wallet/schemas';
import { idSchema, pageQuerySchema } from '../shared-schemas';

/** A user's page (issue 31): its profile, and each section a page of its own, asked for separately so one slow section holds up no other. */
export const userPageInputSchema = z.object({ id: idSchema });
export const userSectionInputSchema = pageQuerySchema.extend({ id: idSchema });
export type UserSectionInput = z.infer<typeof userSectionInputSchema>;

/** A page of a section's items and how many there are in all. */
function sectionSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  locale: z.string(),
  createdAt: z.date(),
  isBlocked: z.boolean(),
  /** Set when the account was deleted (its personal data is gone). */
  deletedAt: z.date().nullable(),
  balancePaise: z.number().int(),
  /** What pending withdrawals hold out of the balance. */
  heldPaise: z.number().int(),
  /** Who invited them, with the referral's state; null when nobody did. */
  invitedBy: z.object({ userId: z.string(), name: z.string(), email: z.string(), status: z.string(), flags: z.array(z.string()) }).nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userLedgerSchema = sectionSchema(historyEntrySchema);

export const userOrderSchema = z.object({
  id: z.string(),
  product: z.string(),
  pricePaise: z.number().int(),
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: z.date(),
  reportedAt: z.date().nullable(),
});
export const userOrdersSchema = sectionSchema(userOrderSchema);

export const userWithdrawalSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.string(),
  codeLast4: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});
export const userWithdrawalsSchema = sectionSchema(userWithdrawalSchema);

/** Someone the user invited, with the referral's state and what flagged it. */
export const userReferralSchema = z.object({
  id: z.string(),
  friendId: z.string(),
  friendName: z.string(),
  friendEmail: z.string(),
  status: z.string(),
  flags: z.array(z.string()),
  reason: z.string().nullable(),
  createdAt: z.date(),
});
export const userReferralsSchema = sectionSchema(userReferralSchema);

export const userTaskSchema = z.object({
  id: z.string(),
  task: z.string(),
  status: z.string(),
  rewardPaise: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.date(),
});
export const userTasksSchema = sectionSchema(userTaskSchema);

export const userOfferwallCreditSchema = z.object({
  id: z.string(),
  provider: z.string(),
  amountPaise: z.number().int(),
  status: z.string(),
  createdAt: z.date(),
  clearsAt: z.date(),
});
export const userOfferwallCreditsSchema = sectionSchema(userOfferwallCreditSchema);

export const userVipOrderSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.string(),
  paidAt: z.date().nullable(),
  grantedFrom: z.date().nullable(),
  grantedUntil: z.date().nullable(),
  refundedAt: z.date().nullable(),
  createdAt: z.date(),
});
export const userVipOrdersSchema = sectionSchema(userVipOrderSchema);

export const userAppealSchema = z.object({
  id: z.string(),
  itemKind: z.string(),
  status: z.string(),
  message: z.string(),
  answer: z.string().nullable(),
  createdAt: z.date(),
  answeredAt: z.date().nullable(),
});
export const userAppealsSchema = sectionSchema(userAppealSchema);

export const userSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.date(),
  lastSeenAt: z.date(),
});
export const userSessionsSchema = sectionSchema(userSessionSchema);

export const userNoteSchema = z.object({ id: z.string(), text: z.string(), adminEmail: z.string().nullable(), createdAt: z.date() });
export const userNotesSchema = sectionSchema(userNoteSchema);

/** A block or an unblock, from the audit log: who, when, and the reason given (null when none was). */
export const userBlockSchema = z.object({ id: z.string(), blocked: z.boolean(), reason: z.string().nullable(), adminEmail: z.string().nullable(), createdAt: z.date() });
export const userBlocksSchema = sectionSchema(userBlockSchema);

export const NOTE_MAX_LENGTH = 2000;
export const addUserNoteInputSchema = z.object({
  id: idSchema,
  text: z.string().trim().min(1, 'Note is required').max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
});
export const endUserSessionInputSchema = z.object({ id: idSchema, sessionId: idSchema });
