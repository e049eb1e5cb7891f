import { z } from 'zod';

/** ₹1,00,000: far above any promotional amount; a guard against typos adding lakhs. */
export const MAX_AMOUNT_PAISE = 10_000_000;

export const amountPaiseSchema = z
  .number({ message: 'Amount must be a number' })
  .int('Amount must be a whole number of paise')
  .positive('Amount must be greater than 0')
  .max(MAX_AMOUNT_PAISE, `Amount must be at most ₹${MAX_AMOUNT_PAISE / 100}`);

/**
 * The documented REST paths take rupees with at most 2 decimals (e.g. 50 or 12.5); they are
 * turned into exact paise here so no float ever reaches the ledger.
 */
export const rupeesToPaiseSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/, 'Amount must be a number with at most 2 decimals').transform(Number)], {
    message: 'Amount must be a number',
  })
  .refine((rupees) => Number.isFinite(rupees), 'Amount must be a number')
  .refine((rupees) => Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6, 'Amount must have at most 2 decimals')
  .transform((rupees) => Math.round(rupees * 100))
  .pipe(amountPaiseSchema);
