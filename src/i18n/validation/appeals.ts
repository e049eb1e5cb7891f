import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, APPEAL_MESSAGE_TEXTS } from '#contract/appeals/message-rules';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The review form's message: the texts of `server/contract/appeals/message-rules.ts`. */
export const APPEALS_VALIDATION: ValidationWords = {
  [APPEAL_MESSAGE_TEXTS.messageTooShort]: () => m['appeals.validation.message-too-short']({ min: APPEAL_MESSAGE_MIN }),
  [APPEAL_MESSAGE_TEXTS.messageTooLong]: () => m['appeals.validation.message-too-long']({ max: APPEAL_MESSAGE_MAX }),
};
