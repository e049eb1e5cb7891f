import { z } from 'zod';
import { REDEEM_STATUSES } from '../enums';
import { amountPaiseSchema } from '../money-schemas';
import { supplierOrderSchema, typedCodeSchema } from '../rewards/schemas';
import { emailSchema, idempotencyKeySchema, idSchema, queuePageQuerySchema } from '../shared-schemas';

export const REDEEM_MESSAGES = {
  selectAmount: 'Please select an amount',
  enterEmail: 'Please enter your email',
  submitted: 'Redeem request submitted successfully',
  /** A withdrawal paid at once, by a card bought from the gift-card provider (issue 33). */
  paid: 'Your Google Play code is ready in your redeem history',
  notFound: 'Redeem request not found',
  alreadyResolved: (status: string) => `This request was already ${status}`,
  keyReused: 'This Idempotency-Key was already used for a different request',
  completed: 'Request marked as completed',
  rejected: 'Request rejected and the amount returned to the user',
} as const;

export const requestWithdrawalInputSchema = z.object({
  amountPaise: amountPaiseSchema.optional().refine((value) => value !== undefined, REDEEM_MESSAGES.selectAmount),
  email: z
    .string({ message: REDEEM_MESSAGES.enterEmail })
    .trim()
    .min(1, REDEEM_MESSAGES.enterEmail)
    .pipe(emailSchema),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type RequestWithdrawalInput = z.infer<typeof requestWithdrawalInputSchema>;

export const redeemRequestViewSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  email: z.string(),
  status: z.enum(REDEEM_STATUSES),
  /** A completed request's code by its last 4 only (decision 029); the owner's reveal opens it. */
  codeLast4: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});
export type RedeemRequestView = z.infer<typeof redeemRequestViewSchema>;

export const adminRedeemRequestViewSchema = redeemRequestViewSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  supplier: supplierOrderSchema,
});

export const listRedeemRequestsInputSchema = queuePageQuerySchema.extend({
  status: z.enum(['all', ...REDEEM_STATUSES], { message: 'Status must be all, pending, completed or rejected' }).default('all'),
});

export const completeRedeemRequestInputSchema = z.object({ id: idSchema, code: typedCodeSchema('Google Play code is required') });

export const redeemRequestIdInputSchema = z.object({ id: idSchema });

export const revealedCodeSchema = z.object({ code: z.string() });

export const rejectRedeemRequestInputSchema = z.object({
  id: idSchema,
  reason: z.string({ message: 'Reason is required' }).trim().min(1, 'Reason is required').max(500, 'Reason must be at most 500 characters'),
});

export const withdrawalOptionSchema = z.object({ amountPaise: z.number().int(), isAvailable: z.boolean(), unavailableReason: z.string().nullable() });

export const updateWithdrawalOptionInputSchema = z
  .object({
    amountPaise: amountPaiseSchema,
    isAvailable: z.boolean({ message: 'isAvailable must be true or false' }),
    unavailableReason: z.string().trim().max(200, 'Reason must be at most 200 characters').nullish(),
  })
  .refine((input) => input.isAvailable || (input.unavailableReason ?? '').length > 0, { message: 'Reason is required when an amount is switched off', path: ['unavailableReason'] });

/** What a withdrawal request's answer says: paid at once (its amount linked to a provider's card), or waiting for an admin. */
export function withdrawalRequestMessage(request: { status: RedeemRequestView['status'] }): string {
  return request.status === 'completed' ? REDEEM_MESSAGES.paid : REDEEM_MESSAGES.submitted;
}
