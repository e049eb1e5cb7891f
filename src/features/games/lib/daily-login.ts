import type { LoginCalendar } from '../api/games-queries';

export const CALENDAR_DAYS = 30;

/** The calendar as the page shows it: a player's own, or a visitor's blank one (no reset to count down to). */
export type ShownCalendar = Omit<LoginCalendar, 'nextResetAt'> & { nextResetAt: Date | null };

/** What a visitor sees: the same amounts, nothing claimed, day 1 first. */
export function visitorCalendar(amounts: number[]): ShownCalendar {
  return {
    streak: 0,
    claimedToday: false,
    allClaimed: false,
    nextClaimDay: null,
    nextResetAt: null,
    streakWillReset: false,
    days: amounts.map((amountPaise, index) => ({ day: index + 1, amountPaise, state: index === 0 ? 'next' : 'upcoming', mega: index + 1 === CALENDAR_DAYS })),
  };
}
