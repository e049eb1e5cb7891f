/**
 * The daily-claim reminder's rule (issue 30, decision 042): a time of day in IST, in steps of
 * REMINDER_STEP_MINUTES, never in the quiet hours QUIET_HOURS_START–QUIET_HOURS_END (people sleep;
 * a reward site has no business waking them). Times are minutes after IST midnight. Pure, so the
 * server's schema, its job and the SPA's time picker read the same numbers.
 */
export const REMINDER_STEP_MINUTES = 15;
/** 22:00 IST: from here on nothing is sent… */
export const QUIET_HOURS_START_MINUTE = 22 * 60;
/** …until 08:00 IST. */
export const QUIET_HOURS_END_MINUTE = 8 * 60;
/** The earliest and latest times a reminder may be set for. */
export const FIRST_REMINDER_MINUTE = QUIET_HOURS_END_MINUTE;
export const LAST_REMINDER_MINUTE = QUIET_HOURS_START_MINUTE - REMINDER_STEP_MINUTES;
/**
 * A reminder whose time has passed is still sent this long afterwards (a scheduled run missed while
 * the servers were down), never later and never in the quiet hours: past it, the day is skipped.
 */
export const REMINDER_LATE_WINDOW_MINUTES = 60;

export function isQuietMinute(minuteOfDay: number): boolean {
  return minuteOfDay >= QUIET_HOURS_START_MINUTE || minuteOfDay < QUIET_HOURS_END_MINUTE;
}

/** 510 → "08:30" (24-hour IST clock, as the time picker and the rule's sentence show it). */
export function formatMinuteOfDay(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** "08:30" → 510, or null for text that is not a 24-hour HH:MM time. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isAllowedReminderMinute(minuteOfDay: number): boolean {
  return minuteOfDay >= FIRST_REMINDER_MINUTE && minuteOfDay <= LAST_REMINDER_MINUTE && minuteOfDay % REMINDER_STEP_MINUTES === 0;
}

/** Every time the picker offers, in order: exactly the times the rule allows. */
export function reminderMinutes(): number[] {
  const minutes: number[] = [];
  for (let minute = FIRST_REMINDER_MINUTE; minute <= LAST_REMINDER_MINUTE; minute += REMINDER_STEP_MINUTES) minutes.push(minute);
  return minutes;
}

/**
 * The English texts of this module's checks; the reminder's rule sentence is made from the rule's
 * numbers. The SPA never causes them — the browser hands over well-formed subscriptions and the
 * picker offers only allowed times, its hint the same rule in the reader's language — so they are
 * not in the SPA's validation wording, whose table every page loads (decision 042). The refusal's
 * words are the catalogue's (`refusal.push.endpoint-not-allowed`).
 */
export const PUSH_MESSAGES = {
  endpointInvalid: 'The browser’s notification address is not valid.',
  endpointNotAllowed: 'This browser’s notification service is not supported. Please try another browser.',
  keyInvalid: 'The browser’s notification keys are not valid.',
  timeInvalid: 'Write the time as HH:MM.',
  reminderTimeRule: `Pick a time from ${formatMinuteOfDay(FIRST_REMINDER_MINUTE)} to ${formatMinuteOfDay(LAST_REMINDER_MINUTE)} IST, in steps of ${REMINDER_STEP_MINUTES} minutes.`,
} as const;
