import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../shared-schemas';

export const listUsersInputSchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
export type ListUsersInput = z.infer<typeof listUsersInputSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  walletBalancePaise: z.number().int(),
  createdAt: z.date(),
  isBlocked: z.boolean(),
  /** The reason of the block in force; null when not blocked or blocked without one. */
  blockReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const MAX_BLOCK_REASON_LENGTH = 500;

/** What the audit log records for a block by the original's body-less REST call, the one block allowed without a reason. */
export const NO_REASON_GIVEN = 'no reason given';

export const USERS_MESSAGES = {
  blockReasonRequired: 'A reason is required to block a user',
} as const;

/** An admin's reason for a block, shown to the blocked person at sign-in (decision 048). */
export const blockReasonSchema = z
  .string({ message: USERS_MESSAGES.blockReasonRequired })
  .trim()
  .min(1, USERS_MESSAGES.blockReasonRequired)
  .max(MAX_BLOCK_REASON_LENGTH, `Reason must be at most ${MAX_BLOCK_REASON_LENGTH} characters`);

/**
 * A block needs `reason`; an unblock may say one (kept in the audit log). Only the original's
 * body-less REST call blocks without one (recorded "no reason given").
 */
export const toggleUserBlockInputSchema = z.object({ id: idSchema, reason: blockReasonSchema.optional() });
export type ToggleUserBlockInput = z.infer<typeof toggleUserBlockInputSchema>;
