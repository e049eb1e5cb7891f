import { z } from 'zod';
import { amountPaiseSchema } from '../money-schemas';
import { idSchema, instantInputSchema } from '../shared-schemas';
import { formatRupees } from '../money-format';
import { MAX_PROMO_CODE_LENGTH, PROMO_CODE_PATTERN } from './rules';

export const promoCodeTextSchema = z
  .string({ message: 'Please enter a promo code' })
  .trim()
  .min(1, 'Please enter a promo code')
  .max(MAX_PROMO_CODE_LENGTH, `Promo code must be at most ${MAX_PROMO_CODE_LENGTH} characters`)
  .transform((code) => code.toUpperCase());

export const redeemPromoInputSchema = z.object({ code: promoCodeTextSchema });

export const redeemPromoOutputSchema = z.object({ amountPaise: z.number().int(), newBalancePaise: z.number().int(), code: z.string() });

const isoDateOnly = z.iso.date('Daily date must be a date like 2026-01-31');

export const createPromoCodeInputSchema = z.object({
  code: z
    .string({ message: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .min(3, 'Code must be at least 3 characters')
    .max(MAX_PROMO_CODE_LENGTH, `Code must be at most ${MAX_PROMO_CODE_LENGTH} characters`)
    .regex(PROMO_CODE_PATTERN, 'Code may contain only letters, digits, - and _')
    .transform((code) => code.toUpperCase()),
  amountPaise: amountPaiseSchema,
  maxUses: z.number({ message: 'Max uses must be a number' }).int('Max uses must be a whole number').positive('Max uses must be at least 1').max(1_000_000, 'Max uses is too large').nullish(),
  expiresAt: instantInputSchema('Expiry').nullish(),
  dailyFor: isoDateOnly.nullish(),
  /** A VIP code (issue 19): members only, from the VIP page, on its date's code day (from 9:00 PM IST); it needs `dailyFor`. */
  vipOnly: z.boolean({ message: 'VIP only must be true or false' }).optional(),
});
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeInputSchema>;

/** The procedure's input: the fields above (which the admin's form extends) and the rule between them. */
export const createPromoCodeCheckedSchema = createPromoCodeInputSchema.superRefine((input, context) => {
  if (input.vipOnly && !input.dailyFor) context.addIssue({ code: 'custom', path: ['dailyFor'], message: PROMO_MESSAGES.vipCodeNeedsDate });
});

export const togglePromoCodeInputSchema = z.object({ id: idSchema });

export const promoCodeViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  amountPaise: z.number().int(),
  isActive: z.boolean(),
  maxUses: z.number().int().nullable(),
  usesCount: z.number().int(),
  expiresAt: z.date().nullable(),
  dailyFor: z.string().nullable(),
  vipOnly: z.boolean(),
  createdAt: z.date(),
});
export type PromoCodeView = z.infer<typeof promoCodeViewSchema>;

export const dailyPromoSchema = z.object({ code: z.string(), amountPaise: z.number().int() });

export const PROMO_MESSAGES = {
  unknown: 'Invalid promo code',
  inactive: 'This promo code is no longer active',
  expired: 'This promo code has expired',
  notToday: 'This promo code is only valid on its day',
  alreadyUsed: 'You have already used this promo code',
  exhausted: 'This promo code has no uses left',
  duplicate: 'A promo code with this name already exists',
  dailyTaken: 'Another active code is already scheduled as the daily code for that date',
  expiryPast: 'Expiry must be in the future',
  vipCodeNeedsDate: 'A VIP code needs the date it is for',
  overContentLimit: (limitPaise: number) =>
    `A content admin may create promo codes worth up to ${formatRupees(limitPaise)} in total (amount × max uses, so a code needs a use limit); the owner sets this limit or creates larger codes`,
} as const;
