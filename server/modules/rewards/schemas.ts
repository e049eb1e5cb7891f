import { z } from 'zod';
import { REWARD_CODE_STATUSES, REWARD_KINDS } from '../../../db/entities/enums';
import { amountPaiseSchema } from '../money-schemas';
import { UPLOAD_URL_PATTERN } from '../media/image-types';
import { idSchema, pageQuerySchema } from '../shared-schemas';
import { isHttpUrl, MAX_URL_LENGTH } from '../url-schema';
import { MAX_CODES_PER_UPLOAD, MAX_REWARD_CODE_LENGTH, MIN_REWARD_CODE_LENGTH } from './rules';

export const REWARDS_MESSAGES = {
  notFound: 'Reward not found',
  kind: 'Kind must be one of google_play, app_store, free_fire_diamonds',
  codesRequired: 'Please enter at least one code',
  tooManyCodes: `At most ${MAX_CODES_PER_UPLOAD} codes per upload`,
  codeTooLong: `A code must be at most ${MAX_REWARD_CODE_LENGTH} characters`,
  codeTooShort: `A code must have at least ${MIN_REWARD_CODE_LENGTH} letters or digits`,
  codeControl: 'A code may not contain control characters',
} as const;

export const rewardKindSchema = z.enum(REWARD_KINDS, { message: REWARDS_MESSAGES.kind });

function requiredText(label: string, max: number) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** An uploaded image's path (/uploads/<id>.png, from the admin upload) or an http(s) address; blank means none. */
const imageUrlSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: 'Image URL must be text' })
      .trim()
      .max(MAX_URL_LENGTH, `Image URL must be at most ${MAX_URL_LENGTH} characters`)
      .refine((value) => UPLOAD_URL_PATTERN.test(value) || isHttpUrl(value), 'Image URL must be an uploaded image (/uploads/…) or an http:// or https:// URL')
      .nullish(),
  )
  .transform((value) => value ?? null);

/** Every editable field of a product; an update replaces them all (PUT), so leaving an optional one out clears it. */
export const rewardProductInputSchema = z.object({
  kind: rewardKindSchema,
  name: requiredText('Name', 100),
  faceValue: wholeNumber('Face value', 1, 1_000_000),
  pricePaise: amountPaiseSchema,
  region: requiredText('Region', 100),
  validity: requiredText('Validity', 200),
  enabled: z.boolean({ message: 'Enabled must be true or false' }),
  imageUrl: imageUrlSchema.optional().transform((value) => value ?? null),
  featuredWeekday: wholeNumber('Featured weekday', 0, 6).nullish().transform((value) => value ?? null),
  lowStockThreshold: wholeNumber('Low-stock threshold', 0, 100_000).default(0),
  outOfStockPromiseHours: wholeNumber('Out-of-stock promise', 1, 720).nullish().transform((value) => value ?? null),
});
export type RewardProductInput = z.infer<typeof rewardProductInputSchema>;

export const updateRewardProductInputSchema = rewardProductInputSchema.extend({ id: idSchema });
export type UpdateRewardProductInput = z.infer<typeof updateRewardProductInputSchema>;

export const rewardProductIdInputSchema = z.object({ id: idSchema });

/**
 * One upload of codes: trimmed, blank lines dropped (a pasted list or CSV column). Each code is
 * checked here; duplicates are not an error but counted by the operation.
 */
export const uploadRewardCodesInputSchema = z.object({
  id: idSchema,
  codes: z
    .array(
      z.string({ message: 'Each code must be text' }).transform((code) => code.trim()),
      { message: 'Codes must be a list of texts' },
    )
    .max(MAX_CODES_PER_UPLOAD, REWARDS_MESSAGES.tooManyCodes)
    .transform((codes) => codes.filter((code) => code !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .max(MAX_REWARD_CODE_LENGTH, REWARDS_MESSAGES.codeTooLong)
            .refine((code) => !/[\u0000-\u001f\u007f]/.test(code), REWARDS_MESSAGES.codeControl)
            .refine((code) => code.replace(/[\s-]+/g, '').length >= MIN_REWARD_CODE_LENGTH, REWARDS_MESSAGES.codeTooShort),
        )
        .min(1, REWARDS_MESSAGES.codesRequired),
    ),
});
export type UploadRewardCodesInput = z.infer<typeof uploadRewardCodesInputSchema>;

export const uploadRewardCodesOutputSchema = z.object({
  added: z.number().int(),
  /** Every code not stored: repeated within the upload, or already known (any product). */
  duplicates: z.number().int(),
  duplicatesInUpload: z.number().int(),
  alreadyKnown: z.number().int(),
});

/** A product's codes by status (REWARD_CODE_STATUSES). */
export const rewardStockSchema = z.object({ available: z.number().int(), assigned: z.number().int(), revealed: z.number().int(), reported: z.number().int() });
export type RewardStock = z.infer<typeof rewardStockSchema>;

export const adminRewardProductSchema = z.object({
  id: z.string(),
  kind: rewardKindSchema,
  name: z.string(),
  faceValue: z.number().int(),
  pricePaise: z.number().int(),
  region: z.string(),
  validity: z.string(),
  imageUrl: z.string().nullable(),
  enabled: z.boolean(),
  featuredWeekday: z.number().int().nullable(),
  lowStockThreshold: z.number().int(),
  outOfStockPromiseHours: z.number().int().nullable(),
  demo: z.boolean(),
  stock: rewardStockSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminRewardProduct = z.infer<typeof adminRewardProductSchema>;

export const listRewardCodesInputSchema = rewardProductIdInputSchema.extend(pageQuerySchema.shape);

/** What an admin sees of one code: never more than its last 4 characters. */
export const adminRewardCodeSchema = z.object({ id: z.string(), last4: z.string(), status: z.enum(REWARD_CODE_STATUSES), keyVersion: z.number().int(), createdAt: z.date() });
