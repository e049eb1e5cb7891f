import { ADMIN_MESSAGES } from './schemas';

/**
 * A wrong or reused second-factor code is refused twice over: at sign-in it is a failed sign-in
 * (401); inside a signed-in session (enrolling, turning the factor off) it is wrong input (400) —
 * a 401 there would read as "your session ended" to the admin site.
 */
export const ADMIN_AUTH_REFUSALS = {
  'admin-auth.invalid-credentials': { status: 'INVALID_CREDENTIALS', text: ADMIN_MESSAGES.invalidCredentials },
  /** The password was right; the admin's second factor is still needed (the login screen asks for it). */
  'admin-auth.code-required': { status: 'SECOND_FACTOR_REQUIRED', text: ADMIN_MESSAGES.codeRequired },
  'admin-auth.sign-in-code-invalid': { status: 'INVALID_CREDENTIALS', text: ADMIN_MESSAGES.invalidCode },
  'admin-auth.sign-in-code-replayed': { status: 'INVALID_CREDENTIALS', text: ADMIN_MESSAGES.codeReplayed },
  'admin-auth.code-invalid': { status: 'BAD_INPUT', text: ADMIN_MESSAGES.invalidCode },
  'admin-auth.code-replayed': { status: 'BAD_INPUT', text: ADMIN_MESSAGES.codeReplayed },
} as const;
