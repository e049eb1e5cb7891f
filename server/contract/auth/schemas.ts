import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { referralCodeSchema } from '../referrals/schemas';
import { emailSchema, newPasswordSchema, passwordSchema } from '../shared-schemas';

export const nameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  ageConfirmed: z.literal(true, { message: 'You must confirm that you are 18 or older' }),
  termsAccepted: z.literal(true, { message: 'You must accept the terms' }).default(true),
  /** A friend's code from their invite link (issue 17). */
  referralCode: referralCodeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const signInInputSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInInputSchema>;

export const oneTimeTokenSchema = z.string({ message: 'Token is required' }).trim().min(1, 'Token is required').max(200, 'Token is invalid');

export const verifyEmailInputSchema = z.object({ token: oneTimeTokenSchema });
export const requestPasswordResetInputSchema = z.object({ email: emailSchema });
export const resetPasswordInputSchema = z.object({ token: oneTimeTokenSchema, password: newPasswordSchema });

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.date(),
  emailVerified: z.boolean(),
  /** Available balance in paise (held withdrawals already taken out). */
  walletBalancePaise: z.number().int(),
  /** Offerwall credits still waiting out their hold, in paise: not in the balance until they clear. */
  offerwallPendingPaise: z.number().int(),
  /** The account's language: the SPA switches to it after sign-in. */
  locale: z.enum(LOCALES),
  /** The person keeps their name off the home page's ticker (account.setTickerOptOut). */
  /** Appearing in the live ticker: true out, false in, null not asked yet (and so out). */
  tickerOptOut: z.boolean().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageOutputSchema = z.object({ message: z.string() });

/** Sign-up signs the new account in: the browser gets the session cookie, an API client the bearer token. */
export const registerOutputSchema = messageOutputSchema.extend({ user: currentUserSchema, token: z.string().optional() });

export const MESSAGES = {
  registered: 'Account created and signed in. We sent you an e-mail with a link to verify your address.',
  invalidCredentials: 'Incorrect e-mail or password',
  blocked: 'This account has been blocked. Contact support if you think this is a mistake.',
  emailTaken: 'An account with this e-mail already exists',
  verified: 'Your e-mail address is verified',
  verificationLinkInvalid: 'This verification link is invalid or has expired',
  verificationSent: 'We sent you a new verification e-mail',
  alreadyVerified: 'Your e-mail address is already verified',
  resetRequested: 'If an account exists for this e-mail, we sent a link to reset the password',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  passwordReset: 'Your password has been changed. Please sign in again.',
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out on every device',
  signedOutOthers: 'Signed out on every other device',
  nameChanged: 'Your name is changed',
  emailChangeSent: 'We sent a link to the new address. Your e-mail changes when you open it.',
  emailChanged: 'Your e-mail address is changed',
  emailUnchanged: 'This is already your e-mail address',
  emailChangeLinkInvalid: 'This link is invalid, used or has expired. Ask for a new one in your account settings.',
  passwordChanged: 'Your password is changed. Every other device is signed out.',
  sessionNotFound: 'This device is already signed out',
  currentPasswordWrong: 'The current password is incorrect',
} as const;
