import { describe, expect, it } from 'vitest';
import { labelAmountPaise, prizeTableWarnings } from '#contract/games/prize-warnings';

const segment = (label: string, prizePaise: number) => ({ label, prizePaise, weight: 1 });
const spin = (segments: Array<{ label: string; prizePaise: number; weight: number }>, dailyBudgetPaise: number) =>
  ({ game: 'spin', table: { segments }, limits: { spinsPerDay: 3, maxSpinsPerDay: 5 }, dailyBudgetPaise }) as const;

describe('prize table warnings (issue 31)', () => {
  const eight = [segment('₹10', 1_000), segment('₹2', 200), segment('₹1', 100), segment('Try again', 0), segment('₹5', 500), segment('₹1', 100), segment('₹2', 200), segment('Try again', 0)];

  it('warns when expected prizes a day (expected per play × plays a day) exceed the budget, and not at or below it', () => {
    // Expected per play: 2,100 / 8 = 262.5 paise; 400 plays a day → ₹1,050.
    expect(prizeTableWarnings(spin(eight, 100_000), 400)).toEqual([{ kind: 'over-budget', expectedPerDayPaise: 105_000, budgetPaise: 100_000, playsPerDay: 400 }]);
    expect(prizeTableWarnings(spin(eight, 105_000), 400)).toEqual([]);
  });

  it('warns when a label names another amount than the prize, or promises nothing on a paying segment', () => {
    const mislabelled = [...eight.slice(0, 6), segment('₹10', 500), segment('Try again', 100)];
    expect(prizeTableWarnings(spin(mislabelled, 10_000_000), 1)).toEqual([
      { kind: 'label-prize', segment: 7, label: '₹10', labelPaise: 1_000, prizePaise: 500 },
      { kind: 'label-prize', segment: 8, label: 'Try again', labelPaise: 0, prizePaise: 100 },
    ]);
  });

  it('reads rupee amounts from labels', () => {
    expect(labelAmountPaise('₹10')).toBe(1_000);
    expect(labelAmountPaise('Rs. 2.50')).toBe(250);
    expect(labelAmountPaise('Win 1,000 rupees!')).toBe(100_000);
    expect(labelAmountPaise('Jackpot')).toBeNull();
  });

  it('the calendar has no budget and no segments: nothing to warn about', () => {
    expect(prizeTableWarnings({ game: 'daily-login', table: { days: [100, 100, 100, 100, 100, 100, 1_000] }, limits: {}, dailyBudgetPaise: 0 }, 10_000)).toEqual([]);
  });
});
