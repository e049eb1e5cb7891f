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

// The rule's first and last times as hours and minutes: each hole of the sentence below a number (how the catalogue test finds a template's text).
const [FROM_HOURS, FROM_MINUTES] = formatMinuteOfDay(FIRST_REMINDER_MINUTE).split(':');
const [TO_HOURS, TO_MINUTES] = formatMinuteOfDay(LAST_REMINDER_MINUTE).split(':');

/**
 * The English texts of this module's checks, as the catalogue's `push` area words them; the reminder's
 * rule sentence is made from the rule's numbers. Here, not in schemas.ts, so the SPA's validation
 * wording (in the entry chunk) reads them without zod.
 */
export const PUSH_MESSAGES = {
  endpointInvalid: 'The browser’s notification address is not valid.',
  endpointNotAllowed: 'This browser’s notification service is not supported. Please try another browser.',
  keyInvalid: 'The browser’s notification keys are not valid.',
  timeInvalid: 'Write the time as HH:MM.',
  reminderTimeRule: `Pick a time from ${FROM_HOURS}:${FROM_MINUTES} to ${TO_HOURS}:${TO_MINUTES} IST, in steps of ${REMINDER_STEP_MINUTES} minutes.`,
} as const;
