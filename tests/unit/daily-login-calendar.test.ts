import { describe, expect, it } from 'vitest';
import { calendarFor } from '../../server/modules/games/daily-login';

/** 30 days of amounts: day n pays n rupees, so a day's amount names it. */
const AMOUNTS = Array.from({ length: 30 }, (_, index) => (index + 1) * 100);
/** 2026-03-10, 12:00 IST. */
const NOON_IST = new Date('2026-03-10T06:30:00.000Z');

describe('daily-login calendar (IST days)', () => {
  it('a new player: no streak, day 1 is next, nothing resets', () => {
    const calendar = calendarFor({ streak: 0, last_claim_day: null }, NOON_IST, AMOUNTS);
    expect(calendar).toMatchObject({ streak: 0, claimedToday: false, allClaimed: false, nextClaimDay: 1, streakWillReset: false });
    expect(calendar.days[0]).toEqual({ day: 1, amountPaise: 100, state: 'next', mega: false });
    expect(calendar.days.filter((day) => day.state === 'upcoming')).toHaveLength(29);
    expect(calendar.days[29]).toEqual({ day: 30, amountPaise: 3000, state: 'upcoming', mega: true });
  });

  it('a claim yesterday keeps the streak and makes the next day claimable', () => {
    const calendar = calendarFor({ streak: 4, last_claim_day: '2026-03-09' }, NOON_IST, AMOUNTS);
    expect(calendar).toMatchObject({ streak: 4, claimedToday: false, nextClaimDay: 5, streakWillReset: false });
    expect(calendar.days.slice(0, 5).map((day) => day.state)).toEqual(['claimed', 'claimed', 'claimed', 'claimed', 'next']);
  });

  it('a claim today: nothing is next until tomorrow', () => {
    const calendar = calendarFor({ streak: 5, last_claim_day: '2026-03-10' }, NOON_IST, AMOUNTS);
    expect(calendar).toMatchObject({ streak: 5, claimedToday: true, nextClaimDay: null, allClaimed: false });
    expect(calendar.days.some((day) => day.state === 'next')).toBe(false);
  });

  it('a missed day restarts at day 1 and says the streak resets', () => {
    const calendar = calendarFor({ streak: 7, last_claim_day: '2026-03-08' }, NOON_IST, AMOUNTS);
    expect(calendar).toMatchObject({ streak: 0, nextClaimDay: 1, streakWillReset: true });
    expect(calendar.days[0]!.state).toBe('next');
  });

  it('day 30 claimed today is the whole calendar; the next day a new calendar starts', () => {
    expect(calendarFor({ streak: 30, last_claim_day: '2026-03-10' }, NOON_IST, AMOUNTS)).toMatchObject({ streak: 30, allClaimed: true, nextClaimDay: null });
    const nextDay = calendarFor({ streak: 30, last_claim_day: '2026-03-09' }, NOON_IST, AMOUNTS);
    expect(nextDay).toMatchObject({ streak: 0, allClaimed: false, nextClaimDay: 1 });
    expect(nextDay.days.every((day) => day.state !== 'claimed')).toBe(true);
  });

  it('the IST day turns at 18:30 UTC: a claim "yesterday" in IST still counts just after midnight', () => {
    const justAfterMidnightIst = new Date('2026-03-10T18:31:00.000Z'); // 2026-03-11 00:01 IST
    const calendar = calendarFor({ streak: 2, last_claim_day: '2026-03-10' }, justAfterMidnightIst, AMOUNTS);
    expect(calendar).toMatchObject({ streak: 2, claimedToday: false, nextClaimDay: 3 });
    expect(calendar.nextResetAt.toISOString()).toBe('2026-03-11T18:30:00.000Z');
  });
});
