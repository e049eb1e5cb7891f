import { z } from 'zod';
import { GAME_MESSAGES, guessInputSchema } from '#contract/games/schemas';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { RouterOutputs } from '../../../lib/trpc';
import type { GameInfo } from '../api/games-queries';

export type GuessResult = RouterOutputs['games']['guess'];
type Hint = GuessResult['hint'];

/** The field's text as the server's guess input: an empty field is no number (NaN), which the server's rule refuses as such. */
const guessFormSchema = z.object({ number: z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(text))).pipe(guessInputSchema.shape.number) });

/** The server's guess rule and words ('Please enter a number', '… between 1 and 100'), checked before anything is sent. */
export function checkGuess(raw: string): { number: number } | { error: string } {
  const checked = guessFormSchema.safeParse({ number: raw });
  return checked.success ? checked.data : { error: checked.error.issues[0]?.message ?? GAME_MESSAGES.enterNumber };
}

/** The published odds in words, from the server's table (outcome 0: found with best play; weights count numbers). */
export function bestPlayOdds(info: GameInfo, attempts: number): string {
  const best = info.odds[0];
  if (!best) return '';
  const numbers = info.odds.reduce((sum, outcome) => sum + outcome.weight, 0);
  const count = formatCount(attempts);
  if (best.probability >= 1) return m['games.guess.odds-certain']({ count });
  return m['games.guess.odds-chance']({ count, found: formatCount(best.weight), numbers: formatCount(numbers) });
}

/** The server's hint, worded here from what it means (the server's own text is English). */
export function hintMessage(hint: Hint): string {
  return hint === 'higher' ? m['games.guess.higher']() : hint === 'lower' ? m['games.guess.lower']() : m['games.guess.correct']();
}

export function hintWord(hint: Hint): string {
  return hint === 'higher' ? m['games.guess.word-higher']() : hint === 'lower' ? m['games.guess.word-lower']() : m['games.guess.word-right']();
}

/** A finished round's headline: the server's "Correct! The number was 57." and the prize, or the miss. */
export function roundOverMessage(result: GuessResult): string {
  const secret = String(result.secret ?? '');
  return result.status === 'won' ? m['games.guess.won']({ secret, amount: formatRupees(result.prizePaise) }) : m['games.guess.lost']({ secret });
}
