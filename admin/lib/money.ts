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

/** Why a rupee text was refused; each screen words it for its own field ("Prize must be 0 or more"). */
export type RupeeProblem = keyof typeof AMOUNT_MESSAGES;
export type RupeeRead = { ok: true; paise: number } | { ok: false; problem: RupeeProblem };

/**
 * The one parser behind every rupee field. `allowZero` for amounts where ₹0 means something (a
 * losing prize, a zero budget); `maxPaise` for the field's own ceiling (default ₹1,00,000).
 */
export function readRupees(text: string, { allowZero = false, maxPaise = MAX_AMOUNT_PAISE }: { allowZero?: boolean; maxPaise?: number } = {}): RupeeRead {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
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
  if (paise < 0 || (paise === 0 && !allowZero)) return { ok: false, problem: 'notPositive' };
  if (paise > maxPaise) return { ok: false, problem: 'tooLarge' };
  return { ok: true, paise };
}

/** "12.34" → 1234, "12.5" → 1250, ".5" → 50, "1,000" → 100000; anything else is an error message. */
export function parseRupees(text: string): RupeeParse {
  const read = readRupees(text);
  return read.ok ? read : { ok: false, message: AMOUNT_MESSAGES[read.problem] };
}

/** 1250 → "12.50", 100 → "1", 0 → "0": paise back into the text an admin would type. */
export function paiseToRupeeText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
