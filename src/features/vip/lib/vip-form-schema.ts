import { z } from 'zod';
import { createVipOrderInputSchema, VIP_MESSAGES } from '#contract/vip/schemas';
import type { ValidationWords } from '#i18n/validation/validation-words';
import { m } from '#i18n/paraglide/messages';

/** The purchase form: the server's order rule; only the 18+ box starts unticked (false), and the server's `true` rule words it. */
export const vipPurchaseFormSchema = createVipOrderInputSchema.extend({
  adult: z.boolean().pipe(createVipOrderInputSchema.shape.adult),
});

/** The order rule's texts in the visitor's language, kept out of the app-wide table (the entry chunk's). */
const VIP_VALIDATION: ValidationWords = {
  [VIP_MESSAGES.fullNameRequired]: () => m['vip.form.full-name-required'](),
  [VIP_MESSAGES.fullNameTooLong]: () => m['vip.form.full-name-too-long'](),
  [VIP_MESSAGES.phoneInvalid]: () => m['vip.form.phone-invalid'](),
  [VIP_MESSAGES.adultRequired]: () => m['vip.form.adult-required'](),
};

export function vipValidationText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : (VIP_VALIDATION[text]?.() ?? text);
}
