import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, APPEALS_MESSAGES } from '#contract/appeals/rules';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The review form's message: the texts of `server/contract/appeals/schemas.ts`. */
export const APPEALS_VALIDATION: ValidationWords = {
  [APPEALS_MESSAGES.messageTooShort]: () => m['appeals.validation.message-too-short']({ min: APPEAL_MESSAGE_MIN }),
  [APPEALS_MESSAGES.messageTooLong]: () => m['appeals.validation.message-too-long']({ max: APPEAL_MESSAGE_MAX }),
};
