import { z } from 'zod';

/** ₹1,00,000: far above any promotional amount; a guard against typos adding lakhs. */
export const MAX_AMOUNT_PAISE = 10_000_000;

export const amountPaiseSchema = z
  .number({ message: 'Amount must be a number' })
  .int('Amount must be a whole number of paise')
  .positive('Amount must be greater than 0')
  .max(MAX_AMOUNT_PAISE, `Amount must be at most ₹${MAX_AMOUNT_PAISE / 100}`);

/** Why a rupee amount was refused; each caller words it for its own field ("Prize must be 0 or more"). */
export type RupeeProblem = 'required' | 'notANumber' | 'negative' | 'tooPrecise' | 'notPositive' | 'tooLarge';
export type RupeeRead = { ok: true; paise: number } | { ok: false; problem: RupeeProblem };

/**
 * The one rupees → paise rule: "50", "12.5", "₹ 1,250.75" or 12.5 become exact paise, read digit by digit
 * (never `rupees * 100`: 0.29 → 28.999…). `allowZero` where ₹0 means something; `maxPaise` the field's ceiling.
 */
export function readRupees(input: string | number, { allowZero = false, maxPaise = MAX_AMOUNT_PAISE }: { allowZero?: boolean; maxPaise?: number } = {}): RupeeRead {
  // String(12.5) is "12.5"; a number too large or too small for plain notation ("1e+21") is not an amount.
  const cleaned = String(input).trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!cleaned) return { ok: false, problem: 'required' };
  if (/^-\s*\d*\.?\d+$/.test(cleaned)) return { ok: false, problem: 'negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (!match[1] && !match[2])) return { ok: false, problem: 'notANumber' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'tooPrecise' };
  // More rupee digits than the cap has is above the cap whatever they are; checked before any arithmetic.
  if (whole.replace(/^0+/, '').length > String(Math.floor(maxPaise / 100)).length) return { ok: false, problem: 'tooLarge' };
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (paise === 0 && !allowZero) return { ok: false, problem: 'notPositive' };
  if (paise > maxPaise) return { ok: false, problem: 'tooLarge' };
  return { ok: true, paise };
}

/** 1250 → "12.50", 100 → "1", 0 → "0": paise back into the text an admin would type. */
export function paiseToRupeeText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** The REST messages for a refused rupee amount; the ceiling is left to `amountPaiseSchema`. */
const REST_RUPEE_MESSAGES: Partial<Record<RupeeProblem, string>> = {
  tooPrecise: 'Amount must have at most 2 decimals',
  negative: 'Amount must be greater than 0',
};

/**
 * The documented REST paths take rupees with at most 2 decimals (e.g. 50 or 12.5); they are
 * turned into exact paise here so no float ever reaches the ledger.
 */
export const rupeesToPaiseSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/, 'Amount must be a number with at most 2 decimals').transform(Number)], {
    message: 'Amount must be a number',
  })
  .transform((rupees, context) => {
    const read = readRupees(rupees, { allowZero: true, maxPaise: Number.MAX_SAFE_INTEGER });
    if (read.ok) return read.paise;
    context.addIssue({ code: 'custom', message: REST_RUPEE_MESSAGES[read.problem] ?? 'Amount must be a number' });
    return z.NEVER;
  })
  .pipe(amountPaiseSchema);
