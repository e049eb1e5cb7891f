import { describe, expect, it } from 'vitest';
import { describeOdds } from '#contract/games/expected-payout';

const segment = (label: string, prizePaise: number, weight: number) => ({ label, prizePaise, weight });

describe('odds and expected payout, from the table itself', () => {
  it('a weighted table: each outcome has weight / total, the average prize and the largest', () => {
    const odds = describeOdds({ game: 'scratch', table: { segments: [segment('₹10', 1000, 1), segment('₹1', 100, 3), segment('None', 0, 6)] }, limits: {} });
    expect(odds.outcomes.map((outcome) => outcome.probability)).toEqual([0.1, 0.3, 0.6]);
    expect(odds.expectedPaise).toBeCloseTo(1000 * 0.1 + 100 * 0.3);
    expect(odds.maxPrizePaise).toBe(1000);
  });

  it('flip: a fair 50/50 between the prize and nothing', () => {
    const odds = describeOdds({ game: 'flip', table: { prizePaise: 500 }, limits: { lockHours: 24 } });
    expect(odds.outcomes).toEqual([
      { label: 'Your side', outcome: 'your-side', prizePaise: 500, weight: 1, probability: 0.5 },
      { label: 'The other side', outcome: 'other-side', prizePaise: 0, weight: 1, probability: 0.5 },
    ]);
    expect(odds.expectedPaise).toBe(250);
  });

  it('guess: best play (halving) covers 2^attempts − 1 of the 100 numbers, never more than all', () => {
    const five = describeOdds({ game: 'guess', table: { prizePaise: 1000 }, limits: { attempts: 5, lockHours: 24 } });
    expect(five.outcomes[0]).toMatchObject({ weight: 31, probability: 0.31 });
    expect(five.expectedPaise).toBeCloseTo(310);
    const seven = describeOdds({ game: 'guess', table: { prizePaise: 1000 }, limits: { attempts: 7, lockHours: 24 } });
    expect(seven.outcomes[0]).toMatchObject({ weight: 100, probability: 1 });
    expect(seven.outcomes[1]).toMatchObject({ weight: 0, probability: 0 });
  });

  it('daily login: no draw, the average day and the largest day', () => {
    const days = Array.from({ length: 30 }, (_, index) => (index === 29 ? 5000 : 100));
    const odds = describeOdds({ game: 'daily-login', table: { days }, limits: {} });
    expect(odds.outcomes).toEqual([]);
    expect(odds.expectedPaise).toBeCloseTo((29 * 100 + 5000) / 30);
    expect(odds.maxPrizePaise).toBe(5000);
  });
});
