/** Admins type rupees, tRPC carries paise; the parsing rule is the server's `readRupees`, worded here for the admin. */
import { z } from 'zod';
import { MAX_AMOUNT_PAISE, readRupees, type RupeeProblem } from '#contract/money-schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from '../i18n/paraglide/messages';

// The screens that word a rupee field their own way (the games editor) import these here.
export { paiseToRupeeText, readRupees, type RupeeProblem } from '#contract/money-schemas';

export const AMOUNT_MESSAGES: Record<RupeeProblem, string> = {
  required: m['common.amount.required'](),
  notANumber: m['common.amount.not-a-number'](),
  negative: m['common.amount.negative'](),
  tooPrecise: m['common.amount.too-precise'](),
  notPositive: m['common.amount.not-positive'](),
  tooLarge: m['common.amount.too-large']({ max: formatRupees(MAX_AMOUNT_PAISE) }),
};

export type RupeeParse = { ok: true; paise: number } | { ok: false; message: string };

/** "12.34" → 1234, "12.5" → 1250, ".5" → 50, "1,000" → 100000; anything else is an error message. */
export function parseRupees(text: string, options?: Parameters<typeof readRupees>[1]): RupeeParse {
  const read = readRupees(text, options);
  return read.ok ? read : { ok: false, message: AMOUNT_MESSAGES[read.problem] };
}

/** A form's rupee field as paise, to pipe into the server's amount rule; `allowZero` where ₹0 means "none". */
export function rupeeText(options?: { allowZero?: boolean }) {
  return z.string().transform((text, ctx) => {
    const read = parseRupees(text, options);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.message });
    return read.ok ? read.paise : z.NEVER;
  });
}
export const rupeeTextSchema = rupeeText();
