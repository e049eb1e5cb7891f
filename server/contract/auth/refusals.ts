import { MESSAGES } from './schemas';

export const AUTH_REFUSALS = {
  'auth.email-taken': { status: 'EMAIL_TAKEN', text: MESSAGES.emailTaken },
  'auth.invalid-credentials': { status: 'INVALID_CREDENTIALS', text: MESSAGES.invalidCredentials },
  /** `reason`: the admin's words for the block (decision 048), shown beside the coded reason after the password matched; null when none was given. */
  'auth.blocked': { status: 'ACCOUNT_BLOCKED', text: (_params: { reason: string | null }) => MESSAGES.blocked },
  'auth.email-not-verified': { status: 'EMAIL_NOT_VERIFIED', text: 'Please verify your e-mail address first' },
  'auth.already-verified': { status: 'CONFLICT', text: MESSAGES.alreadyVerified },
  'auth.verification-link-invalid': { status: 'TOKEN_INVALID', text: MESSAGES.verificationLinkInvalid },
  'auth.reset-link-invalid': { status: 'TOKEN_INVALID', text: MESSAGES.resetLinkInvalid },
  'auth.email-unchanged': { status: 'BAD_INPUT', text: MESSAGES.emailUnchanged },
  'auth.email-change-link-invalid': { status: 'TOKEN_INVALID', text: MESSAGES.emailChangeLinkInvalid },
  'auth.session-not-found': { status: 'NOT_FOUND', text: MESSAGES.sessionNotFound },
  // A 400, not a 401: inside a session a 401 would read as "your session ended" (decision 002).
  'auth.current-password-wrong': { status: 'BAD_INPUT', text: MESSAGES.currentPasswordWrong },
} as const;
