import type { Game, OddsOutcome } from '#contract/games/names';
import type { z } from 'zod';
import type { coinSideSchema } from '#contract/games/schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from './paraglide/messages';

type CoinSide = z.infer<typeof coinSideSchema>;

/**
 * The games' own words in the reader's language: their names, the coin's sides and what a prize
 * table's row is called. The server's English (`GAME_NAMES`, the admin's segment labels, `HEAD`)
 * stays the server's: the public site says these from the catalogue.
 */

const GAME_NAME: Record<Game, () => string> = {
  spin: m['games.spin.title'],
  guess: m['games.guess.title'],
  flip: m['games.flip.title'],
  scratch: m['games.scratch.title'],
  'daily-login': m['games.hub.daily-title'],
};

export function gameName(game: Game): string {
  return GAME_NAME[game]();
}

const SIDE_NAME: Record<CoinSide, () => string> = { HEAD: m['games.flip.side-head'], TAIL: m['games.flip.side-tail'] };

export function sideName(side: CoinSide): string {
  return SIDE_NAME[side]();
}

const NO_PRIZE: Record<'spin' | 'scratch', () => string> = { spin: m['games.spin.segment-no-prize'], scratch: m['games.scratch.segment-no-prize'] };

/**
 * A wheel segment or scratch-card prize as the player sees it, said from the rule it pays: its prize,
 * or the game's no-prize words. So a segment never promises what its prize is not, in either
 * language; the admin's label is the admin's name for it.
 */
export function segmentLabel(game: 'spin' | 'scratch', prizePaise: number): string {
  return prizePaise > 0 ? formatRupees(prizePaise) : NO_PRIZE[game]();
}

const FIXED_OUTCOME: Record<Exclude<OddsOutcome, 'segment'>, () => string> = {
  'your-side': m['games.flip.outcome-your-side'],
  'other-side': m['games.flip.outcome-other-side'],
  'right-guess': m['games.guess.outcome-right'],
  'no-right-guess': m['games.guess.outcome-none'],
};

/** A row of a game's published prize table. */
export function oddsOutcomeLabel(game: Game, row: { outcome: OddsOutcome; prizePaise: number }): string {
  if (row.outcome !== 'segment') return FIXED_OUTCOME[row.outcome]();
  return segmentLabel(game === 'scratch' ? 'scratch' : 'spin', row.prizePaise);
}
