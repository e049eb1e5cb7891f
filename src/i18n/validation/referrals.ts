import { REFERRALS_MESSAGES } from '#contract/referrals/rules';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The sign-up form's referral field: the texts of `server/contract/referrals/rules.ts`. */
export const REFERRALS_VALIDATION: ValidationWords = {
  [REFERRALS_MESSAGES.codeInvalid]: () => m['referrals.code-invalid'](),
};
