import { readAttempts, readPrize, readWeight, type GameDraft } from './game-draft';

// The server's own formula, so the preview cannot drift from what it reports (decision 005).
import { describeOdds } from '#contract/games/expected-payout';

export type Odds = ReturnType<typeof describeOdds>;
export type Outcome = Odds['outcomes'][number];

export { describeOdds };

/** The edited table's odds as far as they can be read; `null` until the highlighted field is fixed. */
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
      const attempts = draft.game === 'guess' ? readAttempts(draft.attempts) : null;
      if (!prize.ok || (attempts && !attempts.ok)) return { chances: [], outcomes: null, expectedPaise: null, maxPrizePaise: null };
      const odds = attempts?.ok ? describeOdds({ game: 'guess', table: { prizePaise: prize.value }, limits: { attempts: attempts.value, lockHours: 24 } }) : describeOdds({ game: 'flip', table: { prizePaise: prize.value }, limits: { lockHours: 24 } });
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
