import { readPrize, readWeight, type GameDraft, type GameRules } from './game-draft';

export interface Outcome {
  label: string;
  prizePaise: number;
  weight: number;
  probability: number;
}
export interface Odds {
  outcomes: Outcome[];
  /** Average prize per play in paise (may have a fraction of a paisa). */
  expectedPaise: number;
  maxPrizePaise: number;
}

/**
 * The same computation as server/modules/games/expected-payout.ts `describeOdds`, line for line,
 * so the preview while editing matches what the server reports after saving (a UI test checks the
 * two agree). The tab shows the server's numbers whenever the table on screen is the saved one.
 */
export function describeOdds(config: GameRules): Odds {
  switch (config.game) {
    case 'spin':
    case 'scratch': {
      const total = config.table.segments.reduce((sum, segment) => sum + segment.weight, 0);
      const outcomes = config.table.segments.map((segment) => ({ label: segment.label, prizePaise: segment.prizePaise, weight: segment.weight, probability: segment.weight / total }));
      const expectedPaise = outcomes.reduce((sum, outcome) => sum + outcome.prizePaise * outcome.probability, 0);
      return { outcomes, expectedPaise, maxPrizePaise: Math.max(...config.table.segments.map((segment) => segment.prizePaise)) };
    }
    case 'flip':
      return {
        outcomes: [
          { label: 'Your side', prizePaise: config.table.prizePaise, weight: 1, probability: 0.5 },
          { label: 'The other side', prizePaise: 0, weight: 1, probability: 0.5 },
        ],
        expectedPaise: config.table.prizePaise / 2,
        maxPrizePaise: config.table.prizePaise,
      };
    case 'guess': {
      // With true higher/lower hints, the best strategy (halving) can cover 2^attempts − 1 numbers.
      const winProbability = Math.min(1, (2 ** config.limits.attempts - 1) / 100);
      return {
        outcomes: [
          { label: 'Right guess (best play)', prizePaise: config.table.prizePaise, weight: 2 ** config.limits.attempts - 1, probability: winProbability },
          { label: 'No right guess', prizePaise: 0, weight: 100 - (2 ** config.limits.attempts - 1), probability: 1 - winProbability },
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

/**
 * The odds of the table being edited, as far as it can be read: each row's chance needs every
 * weight to be valid; the expected payout and top prize need the prizes (and, for Guess, the
 * attempts) too. `null` means "not computable until the highlighted field is fixed".
 */
export interface DraftOdds {
  /** Per table row (spin, scratch), or per outcome (guess, flip). */
  chances: Array<number | null>;
  outcomes: Outcome[] | null;
  expectedPaise: number | null;
  maxPrizePaise: number | null;
}

export function describeDraftOdds(draft: GameDraft): DraftOdds {
  const prizes = (texts: string[]) => {
    const read = texts.map(readPrize);
    return read.every((prize) => prize.ok) ? read.map((prize) => (prize.ok ? prize.value : 0)) : null;
  };
  switch (draft.game) {
    case 'spin':
    case 'scratch': {
      const weights = draft.segments.map((segment) => readWeight(segment.weight));
      if (draft.segments.length === 0 || !weights.every((weight) => weight.ok)) {
        return { chances: draft.segments.map(() => null), outcomes: null, expectedPaise: null, maxPrizePaise: null };
      }
      const values = weights.map((weight) => (weight.ok ? weight.value : 0));
      const total = values.reduce((sum, weight) => sum + weight, 0);
      const chances = values.map((weight) => weight / total);
      const prizePaise = prizes(draft.segments.map((segment) => segment.prize));
      if (!prizePaise) return { chances, outcomes: null, expectedPaise: null, maxPrizePaise: null };
      const odds = describeOdds({ game: 'scratch', limits: {}, table: { segments: draft.segments.map((segment, index) => ({ label: segment.label.trim(), prizePaise: prizePaise[index]!, weight: values[index]! })) } });
      return { chances, outcomes: odds.outcomes, expectedPaise: odds.expectedPaise, maxPrizePaise: odds.maxPrizePaise };
    }
    case 'flip':
    case 'guess': {
      const prize = readPrize(draft.prize);
      const attemptsText = draft.game === 'guess' ? draft.attempts.trim() : '';
      const attempts = /^\d+$/.test(attemptsText) ? Number(attemptsText) : NaN;
      if (!prize.ok || (draft.game === 'guess' && !(attempts >= 1 && attempts <= 10))) return { chances: [], outcomes: null, expectedPaise: null, maxPrizePaise: null };
      const odds = draft.game === 'flip' ? describeOdds({ game: 'flip', table: { prizePaise: prize.value }, limits: { lockHours: 24 } }) : describeOdds({ game: 'guess', table: { prizePaise: prize.value }, limits: { attempts, lockHours: 24 } });
      return { chances: odds.outcomes.map((outcome) => outcome.probability), outcomes: odds.outcomes, expectedPaise: odds.expectedPaise, maxPrizePaise: odds.maxPrizePaise };
    }
    case 'daily-login': {
      const days = prizes(draft.days);
      if (!days) return { chances: [], outcomes: null, expectedPaise: null, maxPrizePaise: null };
      const odds = describeOdds({ game: 'daily-login', table: { days }, limits: {} });
      return { chances: [], outcomes: [], expectedPaise: odds.expectedPaise, maxPrizePaise: odds.maxPrizePaise };
    }
  }
}
