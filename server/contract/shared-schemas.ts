import { z } from 'zod';
import { MAX_PAGE, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './shared-rules';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** An empty query parameter (`?page=`) means "not given", not zero. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A whole number as a number (tRPC) or its digits (a REST query); nothing else is coerced (`true`, `[1]`, `" 5 "`, `1e3` refused). */
function wholeNumberParamSchema(label: string) {
  const message = `${label} must be a number`;
  return z
    .union([z.number({ message }), z.string({ message }).regex(/^-?\d{1,9}(\.\d{1,9})?$/, message).transform(Number)], { message })
    .pipe(z.number().int(`${label} must be a whole number`));
}

/** The key that makes a money request's retry answer the first result: REST's Idempotency-Key header or the SPA's `idempotencyKey`. */
export const idempotencyKeySchema = z
  .string({ message: 'Idempotency-Key is required' })
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may contain letters, digits and _ . : - only');

/** A queue's order: oldest first (the longest waiting is answered first) unless newest is asked for. */
export const QUEUE_ORDERS = ['oldest', 'newest'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];
export const queueOrderSchema = z.enum(QUEUE_ORDERS, { message: 'Order must be oldest or newest' });

export const pageQuerySchema = z.object({
  page: z.preprocess(emptyAsMissing, wholeNumberParamSchema('Page').pipe(z.number().min(1, 'Page must be 1 or more').max(MAX_PAGE, 'Page is too large')).default(1)),
  pageSize: z.preprocess(emptyAsMissing, wholeNumberParamSchema('Page size').pipe(z.number().min(1, 'Page size must be 1 or more').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`)).default(DEFAULT_PAGE_SIZE)),
});

/** A queue's page: oldest first unless `order` says newest. */
export const queuePageQuerySchema = pageQuerySchema.extend({ order: queueOrderSchema.default('oldest') });

/** A point in time: a Date (superjson) or an ISO 8601 date-time with offset; nothing else is coerced. */
export function instantInputSchema(label: string) {
  const message = `${label} must be an ISO 8601 date-time such as 2026-12-31T18:30:00Z`;
  return z
    .union([z.date({ message }), z.iso.datetime({ offset: true, message }).transform((value) => new Date(value))], { message })
    .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 9999, message);
}

export const idSchema = z.string().uuid('Id must be a valid id');

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Email must be a valid e-mail address')
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Sign-in accepts any length up to the cap: an old password's rules may differ from today's. */
export const passwordSchema = z.string({ message: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
