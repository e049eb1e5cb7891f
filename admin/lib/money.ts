/**
 * Admins type rupees ("50", "12.5", "1,250.75"); tRPC carries integer paise. The text is parsed
 * digit by digit (never `Number(text) * 100`, which turns "0.29" into 28.999… paise), so what the
 * admin typed is exactly what the server receives.
 */

/** ₹1,00,000 — the server's cap for a single amount (server/modules/money-schemas.ts). */
export const MAX_AMOUNT_PAISE = 10_000_000;

export const AMOUNT_MESSAGES = {
  required: 'Amount is required',
  notANumber: 'Amount must be a number',
  negative: 'Amount cannot be negative',
  tooPrecise: 'Amount must have at most 2 decimals',
  notPositive: 'Amount must be greater than 0',
  tooLarge: 'Amount must be at most ₹1,00,000',
} as const;

export type RupeeParse = { ok: true; paise: number } | { ok: false; message: string };

/** "12.34" → 1234, "12.5" → 1250, ".5" → 50, "1,000" → 100000; anything else is an error message. */
export function parseRupees(text: string): RupeeParse {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!cleaned) return { ok: false, message: AMOUNT_MESSAGES.required };
  if (/^-\s*\d*\.?\d+$/.test(cleaned)) return { ok: false, message: AMOUNT_MESSAGES.negative };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (!match[1] && !match[2])) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, message: AMOUNT_MESSAGES.tooPrecise };
  // More than 6 rupee digits is above the cap whatever they are; checked before any arithmetic.
  if (whole.replace(/^0+/, '').length > 6) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (paise <= 0) return { ok: false, message: AMOUNT_MESSAGES.notPositive };
  if (paise > MAX_AMOUNT_PAISE) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, paise };
}
