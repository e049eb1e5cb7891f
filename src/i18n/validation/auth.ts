import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#contract/shared-rules';
import { formatCount } from '#kit/lib/format';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** Sign-up, sign-in and password forms: the texts of `server/contract/auth/schemas.ts` and `shared-schemas.ts`. */
export const AUTH_VALIDATION: ValidationWords = {
  'Name is required': () => m['validation.auth.name-required'](),
  'Name must be at most 80 characters': () => m['validation.auth.name-too-long'](),
  'You must confirm that you are 18 or older': () => m['validation.auth.age-required'](),
  'You must accept the terms': () => m['validation.auth.terms-required'](),
  'Email is required': () => m['validation.auth.email-required'](),
  'Email must be at most 254 characters': () => m['validation.auth.email-too-long'](),
  'Email must be a valid e-mail address': () => m['validation.auth.email-invalid'](),
  'Password is required': () => m['validation.auth.password-required'](),
  // Built by the server from its limits, so the key is built from the same constants.
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: () => m['validation.auth.password-too-short']({ min: formatCount(MIN_PASSWORD_LENGTH) }),
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: () => m['validation.auth.password-too-long']({ max: formatCount(MAX_PASSWORD_LENGTH) }),
};
