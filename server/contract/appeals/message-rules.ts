/**
 * The person's message rule and its texts, alone: the validation words (`src/i18n/validation/appeals.ts`)
 * load with every page's entry chunk, so they import this and nothing else of appeals.
 */

/** A person's message: long enough to explain, short enough to read in a queue. */
export const APPEAL_MESSAGE_MIN = 10;
export const APPEAL_MESSAGE_MAX = 1000;

export const APPEAL_MESSAGE_TEXTS = {
  messageTooShort: `Write at least ${APPEAL_MESSAGE_MIN} characters`,
  messageTooLong: `Write at most ${APPEAL_MESSAGE_MAX} characters`,
} as const;
