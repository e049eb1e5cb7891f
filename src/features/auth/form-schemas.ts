import { z } from 'zod';
import { registerInputSchema, resetPasswordInputSchema } from '#contract/auth/schemas';
import { referralCodeSchema } from '#contract/referrals/schemas';
import { m } from '#i18n/paraglide/messages';

/*
 * The auth forms' schemas, built from the server's: the rules are the server's; a form adds only
 * what exists in the browser alone (typing the new password twice, a checkbox that starts empty).
 */

// These two rules are the browser's own, so their words come from the catalogue; a function, so
// they are worded in the visitor's language when a form checks them, not when this module loads.
const confirmation = { confirmPassword: z.string().min(1, { error: () => m['auth.confirm-password-required']() }) };

const samePasswords = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;

const MISMATCH = {
  path: ['confirmPassword'],
  error: () => m['auth.passwords-do-not-match'](),
  // Compare as soon as both are typed, even while another field is still wrong.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown };
    return typeof value.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== '';
  },
};

export const signUpFormSchema = registerInputSchema
  .extend({
    // A checkbox starts unticked (false); the server's rule (only `true`) gives the message.
    ageConfirmed: z.boolean().pipe(registerInputSchema.shape.ageConfirmed),
    termsAccepted: z.boolean().pipe(registerInputSchema.shape.termsAccepted.unwrap()),
    // The optional referral field starts empty; a typed code meets the server's rule.
    referralCode: z
      .string()
      .transform((code) => code.trim() || undefined)
      .pipe(referralCodeSchema.optional()),
    ...confirmation,
  })
  .refine(samePasswords, MISMATCH);

export const resetPasswordFormSchema = resetPasswordInputSchema.pick({ password: true }).extend(confirmation).refine(samePasswords, MISMATCH);
