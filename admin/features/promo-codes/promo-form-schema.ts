import { z } from 'zod';
import { createPromoCodeInputSchema, PROMO_MESSAGES as SERVER_PROMO_MESSAGES } from '#contract/promo/schemas';
import { istLocalToInstant } from '#kit/lib/ist';
import { rupeeTextSchema } from '../../lib/money';
import { PROMO_MESSAGES } from './promo-messages';

const rules = createPromoCodeInputSchema.shape;

/** An optional text field: empty means "not given". */
const blankAsMissing = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The create form types text (rupees, a local IST date-time); the server takes paise and instants.
 * Each field turns its text into the server's value and then passes the server's own rule, so
 * limits and messages are the server's ('Max uses is too large', the 40-character code).
 */
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
        if (!instant) ctx.addIssue({ code: 'custom', message: PROMO_MESSAGES.expiryInvalid });
        return instant ?? z.NEVER;
      })
      .pipe(rules.expiresAt)
      // The server checks this against its clock; checked here too so the admin need not send.
      .refine((instant) => !instant || instant.getTime() > Date.now(), SERVER_PROMO_MESSAGES.expiryPast),
    dailyFor: z
      .string()
      .transform((text): string | null | undefined => blankAsMissing(text))
      .pipe(rules.dailyFor),
    // Sent only when ticked (an ordinary code is what the server assumes); a VIP code also needs
    // its date, which the server's check says on the date field.
    vipOnly: z
      .boolean()
      .transform((ticked): boolean | undefined => ticked || undefined)
      .pipe(rules.vipOnly),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }));
