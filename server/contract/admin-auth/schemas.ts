import { z } from 'zod';
import { emailSchema, passwordSchema } from '../shared-schemas';
import { adminRoleSchema } from './roles';

export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid admin credentials',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  codeFormat: 'Code must be the 6 digits from your authenticator app or a recovery code such as abcde-23456',
  totpCodeFormat: 'Code must be the 6 digits shown in your authenticator app',
  invalidCode: 'That code is not valid. Enter the newest code from your authenticator app.',
  codeReplayed: 'This code has already been used. Wait for the next code from your authenticator app.',
  enrolmentRequired: 'Admins must sign in with a second factor here. Sign in on the admin site once to set up your authenticator app.',
  enrolmentSignInRequired: 'Sign in to set up two-factor sign-in',
  noPendingEnrolment: 'Start the set-up again: there is no new secret waiting to be confirmed',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  requiredHere: 'Two-factor sign-in is required on this site and cannot be turned off',
  secretUnreadable:
    'The second factor of this admin cannot be read (was APP_SECRET changed?). An operator can reset it with npm run admin:create -- --email <address> --reset-2fa',
} as const;

/** Digits as an authenticator app shows them; spaces some apps put in the middle are ignored. */
const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Recovery codes: 10 letters and digits without look-alikes (no 0/o, 1/l/i), shown as abcde-23456. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_PATTERN = /^[a-hjkmnp-z2-9]{10}$/;

/** The comparable form of a typed code: no spaces or dashes, lower case. */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
export function isTotpCode(code: string): boolean {
  return TOTP_CODE_PATTERN.test(normaliseSecondFactorCode(code));
}
export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(normaliseSecondFactorCode(code));
}

/** A 6-digit authenticator code or a one-time recovery code. */
export const secondFactorCodeSchema = z
  .string({ message: ADMIN_MESSAGES.codeFormat })
  .max(40, ADMIN_MESSAGES.codeFormat)
  .refine((code) => isTotpCode(code) || isRecoveryCode(code), ADMIN_MESSAGES.codeFormat);

/** Enrolment is confirmed with the authenticator app itself, never a recovery code. */
export const totpCodeSchema = z.string({ message: ADMIN_MESSAGES.totpCodeFormat }).max(20, ADMIN_MESSAGES.totpCodeFormat).refine(isTotpCode, ADMIN_MESSAGES.totpCodeFormat);

export const adminSignInInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** Required once the admin has a second factor: the authenticator's code or a recovery code. */
  otp: secondFactorCodeSchema.optional(),
});
export type AdminSignInInput = z.infer<typeof adminSignInInputSchema>;

export const currentAdminSchema = z.object({ id: z.string(), email: z.string(), role: adminRoleSchema });

/**
 * A full sign-in answers the admin; a password-only sign-in where a second factor is required and
 * not set up yet answers `enrolmentRequired` (the cookie then allows only the enrolment procedures).
 */
export const adminSignInOutputSchema = z.union([
  z.object({ admin: currentAdminSchema, token: z.string().optional() }),
  z.object({ enrolmentRequired: z.literal(true), email: z.string() }),
]);

export const confirmEnrolmentInputSchema = z.object({ code: totpCodeSchema });
export const disableTwoFactorInputSchema = z.object({ code: secondFactorCodeSchema });

export const twoFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG image as a data: URL (the CSP allows data: images). */
  qrCodeDataUrl: z.string(),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.date().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** True in production: the second factor cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const confirmEnrolmentOutputSchema = z.object({
  /** Shown once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
  /** Set when the enrolment finished a sign-in: the admin is now signed in. */
  admin: currentAdminSchema.nullable(),
});
