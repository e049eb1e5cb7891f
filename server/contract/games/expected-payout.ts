import { GUESS_MAX } from './fairness/algorithm';
import type { UpdateGameConfigInput } from './schemas';

/** A game's table and limits, still discriminated by `game`. */
export type GameRules = UpdateGameConfigInput extends infer Config ? (Config extends UpdateGameConfigInput ? Pick<Config, 'game' | 'table' | 'limits'> : never) : never;

/** Chance of each outcome and the average prize per play, computed from the table itself; `label` is the admin's English, `outcome` what the public site words. */
export function describeOdds(config: GameRules) {
  switch (config.game) {
    case 'spin':
    case 'scratch': {
      const total = config.table.segments.reduce((sum, segment) => sum + segment.weight, 0);
      const outcomes = config.table.segments.map((segment) => ({ outcome: 'segment' as const, label: segment.label, prizePaise: segment.prizePaise, weight: segment.weight, probability: segment.weight / total }));
      const expectedPaise = outcomes.reduce((sum, outcome) => sum + outcome.prizePaise * outcome.probability, 0);
      return { outcomes, expectedPaise, maxPrizePaise: Math.max(...config.table.segments.map((segment) => segment.prizePaise)) };
    }
    case 'flip':
      return {
        outcomes: [
          { outcome: 'your-side' as const, label: 'Your side', prizePaise: config.table.prizePaise, weight: 1, probability: 0.5 },
          { outcome: 'other-side' as const, label: 'The other side', prizePaise: 0, weight: 1, probability: 0.5 },
        ],
        expectedPaise: config.table.prizePaise / 2,
        maxPrizePaise: config.table.prizePaise,
      };
    case 'guess': {
      // With true higher/lower hints, the best strategy (halving) covers 2^attempts − 1 numbers, and
      // never more than all of them: from 7 attempts on, best play always finds the secret.
      const coverable = Math.min(GUESS_MAX, 2 ** config.limits.attempts - 1);
      const winProbability = coverable / GUESS_MAX;
      return {
        outcomes: [
          { outcome: 'right-guess' as const, label: 'Right guess (best play)', prizePaise: config.table.prizePaise, weight: coverable, probability: winProbability },
          { outcome: 'no-right-guess' as const, label: 'No right guess', prizePaise: 0, weight: GUESS_MAX - coverable, probability: 1 - winProbability },
        ],
        expectedPaise: config.table.prizePaise * winProbability,
        maxPrizePaise: config.table.prizePaise,
      };
    }
    case 'daily-login': {
      const sum = config.table.days.reduce((total, amount) => total + amount, 0);
      return { outcomes: [], expectedPaise: sum / config.table.days.length, maxPrizePaise: Math.max(...config.table.days) };
    }
  }
}
