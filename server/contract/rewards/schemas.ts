import { z } from 'zod';
import { REWARD_CODE_STATUSES, REWARD_KINDS, REWARD_ORDER_STATUSES } from '../enums';
import { amountPaiseSchema } from '../money-schemas';
import { UPLOAD_URL_PATTERN } from '../media/image-types';
import { emailSchema, idempotencyKeySchema, idSchema, pageQuerySchema, queuePageQuerySchema } from '../shared-schemas';
import { isHttpUrl, MAX_URL_LENGTH } from '../url-schema';
import { isHeaderRow, MAX_CODES_PER_UPLOAD, MAX_REWARD_CODE_LENGTH, MIN_REWARD_CODE_LENGTH, normaliseRewardCode, PROVIDER_ORDER_STATES, PROVIDER_WAIT_REASONS } from './rules';

export const REWARDS_MESSAGES = {
  notFound: 'Reward not found',
  kind: 'Kind must be one of google_play, app_store, free_fire_diamonds',
  codesRequired: 'Please enter at least one code',
  tooManyCodes: `At most ${MAX_CODES_PER_UPLOAD} codes per upload`,
  codeTooLong: `A code must be at most ${MAX_REWARD_CODE_LENGTH} characters`,
  codeTooShort: `A code must have at least ${MIN_REWARD_CODE_LENGTH} letters or digits`,
  codeControl: 'A code may not contain control characters',
  disabled: 'This reward is not available right now',
  outOfStock: 'Out of stock',
  insufficientBalance: 'Insufficient balance',
  orderNotFound: 'Order not found',
  orderNotPending: 'This order is no longer pending',
  notReportable: 'Only a delivered order can be reported, once',
  notReissuable: 'Only a reported code can be replaced, once per order',
  codeKnown: 'This code is already in the inventory',
  uidRequired: 'Please enter your Free Fire UID',
  uidLength: 'Free Fire UID must be between 6 and 15 digits',
  uidDigits: 'Free Fire UID must contain only numbers',
  referenceRequired: 'A Free Fire top-up needs its reference',
  codeOrReference: 'Give either a code or a reference, not both',
  reasonRequired: 'Please give a reason',
  noteRequired: 'Please describe what went wrong',
  codeReady: 'Your code is ready. You can see it again in your redeem history.',
  fulfilLater: (hours: number) => `Out of stock — we'll fulfil within ${hours} hours`,
  buyingFromSupplier: 'We are buying your code from our supplier; it appears here as soon as it arrives',
  topUpPending: 'Your top-up request is received; the diamonds are credited by hand',
  topUpWithin: (hours: number) => `Your top-up request is received; the diamonds are credited within ${hours} hours`,
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
    // A CSV's header row ("code", "Voucher Code", …) is not a code: dropped by the rule in rules.ts.
    .transform((codes) => codes.filter((code) => code !== ''))
    .transform((codes) => (codes.length && isHeaderRow(codes[0]!) ? codes.slice(1) : codes))
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
/** `batch`: the upload the code came in (uploadBatchOf), beside its last 4 so two codes ending alike are told apart. */
export const adminRewardCodeSchema = z.object({ id: z.string(), last4: z.string(), status: z.enum(REWARD_CODE_STATUSES), keyVersion: z.number().int(), createdAt: z.date(), batch: z.string() });

/** Nothing entered asks for the UID; then the seed's two messages (seed spec, validation): the length, then digits only. */
export const freeFireUidSchema = z
  .string({ message: REWARDS_MESSAGES.uidRequired })
  .trim()
  .min(1, REWARDS_MESSAGES.uidRequired)
  .min(6, REWARDS_MESSAGES.uidLength)
  .max(15, REWARDS_MESSAGES.uidLength)
  .regex(/^[0-9]+$/, REWARDS_MESSAGES.uidDigits);

/**
 * Placing an order. The destination the product's kind needs is checked by the operation: a
 * gift card goes to `email` (the account's address when left out), a Free Fire top-up to `freeFireUid`.
 */
export const placeRewardOrderInputSchema = z.object({
  id: idSchema,
  email: z.string({ message: 'Email must be text' }).trim().pipe(emailSchema).optional(),
  freeFireUid: freeFireUidSchema.optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type PlaceRewardOrderInput = z.infer<typeof placeRewardOrderInputSchema>;

export const rewardOrderStatusSchema = z.enum(REWARD_ORDER_STATUSES);

/** The answer to placing an order: the code only here, and only for an order fulfilled from stock. */
export const placedRewardOrderSchema = z.object({
  id: z.string(),
  status: rewardOrderStatusSchema,
  code: z.string().optional(),
  reference: z.string().optional(),
  message: z.string(),
});
export type PlacedRewardOrder = z.infer<typeof placedRewardOrderSchema>;

/** An order as its owner lists it: never the code (a reveal opens it). */
export const rewardOrderViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  kind: rewardKindSchema,
  pricePaise: z.number().int(),
  email: z.string().nullable(),
  freeFireUid: z.string().nullable(),
  status: rewardOrderStatusSchema,
  hasCode: z.boolean(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  reportNote: z.string().nullable(),
  reissueCount: z.number().int(),
  createdAt: z.date(),
  fulfilledAt: z.date().nullable(),
  rejectedAt: z.date().nullable(),
  reportedAt: z.date().nullable(),
  /** While a pending order's card is bought from the gift-card supplier, why it waits (decision 060); null otherwise. */
  waitReason: z.enum(PROVIDER_WAIT_REASONS).nullable(),
});
export type RewardOrderView = z.infer<typeof rewardOrderViewSchema>;

/**
 * One order for its owner's /success page: the list's view plus the product's out-of-stock
 * promise while the order waits (null once it is settled, or when no time was promised).
 */
export const rewardOrderDetailSchema = rewardOrderViewSchema.extend({ promiseHours: z.number().int().nullable() });
export type RewardOrderDetail = z.infer<typeof rewardOrderDetailSchema>;

/** What an admin sees of an order: its buyer and the code's last 4 characters, never the code. */
/** An order's or a withdrawal's order with the gift-card provider (decision 060): where it stands and the last reason (why it waits for an admin); null without one. */
export const supplierOrderSchema = z.object({ state: z.enum(PROVIDER_ORDER_STATES), reason: z.string().nullable() }).nullable();

export const adminRewardOrderViewSchema = rewardOrderViewSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  codeLast4: z.string().nullable(),
  /** A reported order's first reveal of its current code (the audit log's `rewards.reveal` after any reissue); null otherwise. */
  revealedAt: z.date().nullable(),
  supplier: supplierOrderSchema,
});
export type AdminRewardOrderView = z.infer<typeof adminRewardOrderViewSchema>;

export const rewardOrderIdInputSchema = z.object({ id: idSchema });

export const reportRewardOrderInputSchema = z.object({
  id: idSchema,
  note: z.string({ message: REWARDS_MESSAGES.noteRequired }).trim().min(1, REWARDS_MESSAGES.noteRequired).max(1000, 'The note must be at most 1000 characters'),
});

/** The orders queue's filters: a status, or `reported` — fulfilled orders whose code the buyer reported. */
export const REWARD_ORDER_QUEUE_FILTERS = [...REWARD_ORDER_STATUSES, 'reported'] as const;
export type RewardOrderQueueFilter = (typeof REWARD_ORDER_QUEUE_FILTERS)[number];
export const listRewardOrdersInputSchema = queuePageQuerySchema.extend({
  status: z.enum(REWARD_ORDER_QUEUE_FILTERS, { message: `Status must be one of ${REWARD_ORDER_QUEUE_FILTERS.join(', ')}` }).optional(),
});

/**
 * An admin delivers a pending order: a code typed in (sealed into the inventory), a reference (a
 * Free Fire top-up done by hand), or neither to take the next code from stock.
 */
/**
 * One gift code an admin types (an order's or a withdrawal's): the inventory's rules, as a code
 * shorter than MIN_REWARD_CODE_LENGTH would be shown whole by its last 4.
 */
export function typedCodeSchema(missingMessage: string) {
  return z
    .string({ message: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(MAX_REWARD_CODE_LENGTH, REWARDS_MESSAGES.codeTooLong)
    .refine((code) => !/[\u0000-\u001f\u007f]/.test(code), REWARDS_MESSAGES.codeControl)
    .refine((code) => normaliseRewardCode(code).length >= MIN_REWARD_CODE_LENGTH, REWARDS_MESSAGES.codeTooShort);
}

export const fulfilRewardOrderInputSchema = z
  .object({
    id: idSchema,
    code: typedCodeSchema('Each code must be text').optional(),
    reference: z.string({ message: 'Reference must be text' }).trim().min(1, REWARDS_MESSAGES.referenceRequired).max(200, 'Reference must be at most 200 characters').optional(),
  })
  .refine((input) => !(input.code && input.reference), REWARDS_MESSAGES.codeOrReference);
export type FulfilRewardOrderInput = z.infer<typeof fulfilRewardOrderInputSchema>;

export const rejectRewardOrderInputSchema = z.object({
  id: idSchema,
  reason: z.string({ message: REWARDS_MESSAGES.reasonRequired }).trim().min(1, REWARDS_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
});

/** The public store list (issue 16's documented shape, plus the out-of-stock promise the store shows). */
export const storeRewardSchema = z.object({
  id: z.string(),
  kind: rewardKindSchema,
  name: z.string(),
  faceValue: z.number().int(),
  pricePaise: z.number().int(),
  priceRupees: z.number(),
  region: z.string(),
  validity: z.string(),
  imageUrl: z.string().nullable(),
  inStock: z.boolean(),
  /** Hours within which an out-of-stock order is fulfilled; null: it cannot be bought out of stock. */
  promiseHours: z.number().int().nullable(),
  featured: z.boolean(),
});
export type StoreReward = z.infer<typeof storeRewardSchema>;
