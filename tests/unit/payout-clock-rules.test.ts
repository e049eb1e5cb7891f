import { describe, expect, it } from 'vitest';
import { CLOCK_DAY_SECONDS, CLOCK_FAST_SECONDS, clockShare, meetsClockGoal, MIN_FULFILMENT_SAMPLE, STILL_WAITING } from '#contract/stats/rules';
import { setDisplayLocale } from '#kit/lib/format';
import { formatDuration, formatShare } from '#kit/lib/format-duration';

/** The payout clock's goals and shares (decision 058), and the words its limits are said in. */
describe('the payout clock rules', () => {
  it('meets a goal at its limit, misses it a second over or on a request still waiting, and cannot tell without a sample', () => {
    expect(meetsClockGoal(CLOCK_FAST_SECONDS, CLOCK_FAST_SECONDS)).toBe(true);
    expect(meetsClockGoal(CLOCK_FAST_SECONDS + 1, CLOCK_FAST_SECONDS)).toBe(false);
    expect(meetsClockGoal(0, CLOCK_DAY_SECONDS)).toBe(true);
    expect(meetsClockGoal(STILL_WAITING, CLOCK_DAY_SECONDS)).toBe(false);
    expect(meetsClockGoal(null, CLOCK_DAY_SECONDS)).toBeNull();
  });

  it('gives a share only from the minimum sample on', () => {
    expect(clockShare(3, MIN_FULFILMENT_SAMPLE - 1)).toBeNull();
    expect(clockShare(3, MIN_FULFILMENT_SAMPLE)).toBe(3 / MIN_FULFILMENT_SAMPLE);
    expect(clockShare(0, 8)).toBe(0);
  });

  it('words its limits and times in the reader\'s language, in the unit that reads best', () => {
    try {
      expect([CLOCK_FAST_SECONDS, CLOCK_DAY_SECONDS, 0, 42.4, 270, 12_600, 2 * 86_400 + 43_200].map(formatDuration)).toEqual([
        '10 minutes',
        '24 hours',
        '0 seconds',
        '42 seconds',
        '4.5 minutes',
        '3.5 hours',
        '2.5 days',
      ]);
      expect(formatShare(0.125)).toBe('12.5%');
      setDisplayLocale('hi-IN');
      expect([CLOCK_FAST_SECONDS, CLOCK_DAY_SECONDS].map(formatDuration)).toEqual(['10 मिनट', '24 घंटे']);
    } finally {
      setDisplayLocale('en-IN');
    }
  });
});
