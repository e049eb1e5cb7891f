import { z } from 'zod';
import { createPromoCodeInputSchema, PROMO_MESSAGES } from '#contract/promo/schemas';
import { istLocalToInstant } from '#kit/lib/ist';
import { rupeeTextSchema } from '../../lib/money';
import { m } from '../../i18n/paraglide/messages';

const rules = createPromoCodeInputSchema.shape;

/** An optional text field: empty means "not given". */
const blankAsMissing = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The create form's text (rupees, an IST date-time) read into the server's input (see lib/number-text.ts). */
export const promoFormSchema = z
  .object({
    code: rules.code,
    amount: rupeeTextSchema.pipe(rules.amountPaise),
    // A typed "abc" becomes NaN, which the server's number rule refuses with its own words.
    maxUses: z
      .string()
      .transform((text): number | null | undefined => (blankAsMissing(text) === undefined ? undefined : Number(text)))
      .pipe(rules.maxUses),
    expiresAt: z
      .string()
      // Typed as the server rule's input (which also reads ISO text), so it pipes into it.
      .transform((text, ctx): Date | string | null | undefined => {
        if (blankAsMissing(text) === undefined) return undefined;
        const instant = istLocalToInstant(text);
        if (!instant) ctx.addIssue({ code: 'custom', message: m['promo-codes.expiry-invalid']() });
        return instant ?? z.NEVER;
      })
      .pipe(rules.expiresAt)
      // The server checks this against its clock; checked here too so the admin need not send.
      .refine((instant) => !instant || instant.getTime() > Date.now(), PROMO_MESSAGES.expiryPast),
    dailyFor: z
      .string()
      .transform((text): string | null | undefined => blankAsMissing(text))
      .pipe(rules.dailyFor),
    // Sent only when ticked; a VIP code also needs its date (the server says so on the date field).
    vipOnly: z
      .boolean()
      .transform((ticked): boolean | undefined => ticked || undefined)
      .pipe(rules.vipOnly),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }));
