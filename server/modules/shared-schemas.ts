import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** An empty query parameter (`?page=`) means "not given", not zero. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const pageQuerySchema = z.object({
  page: z.preprocess(emptyAsMissing, z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page is too large').default(1)),
  pageSize: z.preprocess(emptyAsMissing, z.coerce.number({ message: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'Page size must be 1 or more').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE)),
});

export const idSchema = z.string().uuid('Id must be a valid id');

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Email must be a valid e-mail address')
  .transform((value) => value.toLowerCase());

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const newPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Sign-in accepts any length up to the cap: an old password's rules may differ from today's. */
export const passwordSchema = z.string({ message: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
