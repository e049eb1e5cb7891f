import { FIRST_REMINDER_MINUTE, formatMinuteOfDay, LAST_REMINDER_MINUTE, PUSH_MESSAGES, REMINDER_STEP_MINUTES } from '#contract/push/rules';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** Web Push's texts (`server/contract/push/schemas.ts`); the reminder's rule worded from the rule's numbers. */
export const PUSH_VALIDATION: ValidationWords = {
  [PUSH_MESSAGES.endpointInvalid]: () => m['push.validation.endpoint-invalid'](),
  [PUSH_MESSAGES.keyInvalid]: () => m['push.validation.key-invalid'](),
  [PUSH_MESSAGES.timeInvalid]: () => m['push.validation.time-invalid'](),
  [PUSH_MESSAGES.reminderTimeRule]: () =>
    m['push.validation.time-rule']({ from: formatMinuteOfDay(FIRST_REMINDER_MINUTE), to: formatMinuteOfDay(LAST_REMINDER_MINUTE), step: REMINDER_STEP_MINUTES }),
};
