import { REFERRALS_MESSAGES } from '../../../server/modules/referrals/rules';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The sign-up form's referral field: the texts of `server/modules/referrals/rules.ts`. */
export const REFERRALS_VALIDATION: ValidationWords = {
  [REFERRALS_MESSAGES.codeInvalid]: () => m['referrals.code-invalid'](),
};
