import { formatCount, formatRupees } from '#kit/lib/format';
import { gameName as catalogueGameName, segmentLabel } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import { GAMES, type Game } from '#contract/games/names';
import type { RouterOutputs } from '../../../lib/trpc';

export type Play = RouterOutputs['fairness']['plays']['plays'][number];

const isGame = (game: string): game is Game => (GAMES as readonly string[]).includes(game);

/** A play's game by its name in the reader's language. */
export const gameName = (game: string) => (isGame(game) ? catalogueGameName(game) : game);

/** A segment as the game's own page names it: its prize, or the game's no-prize words. */
const labelOf = (play: Play, prizePaise: number) => segmentLabel(play.game === 'scratch' ? 'scratch' : 'spin', prizePaise);

const segmentsOf = (play: Play) => ('segments' in play.table ? play.table.segments : undefined);

/** The wheel's or card's prize labels, which name a weighted outcome. */
export const segmentLabels = (play: Play): string[] | undefined => segmentsOf(play)?.map((segment) => labelOf(play, segment.prizePaise));

export const segmentWeights = (play: Play): number[] | undefined => segmentsOf(play)?.map((segment) => segment.weight);

/** The settings version a play was drawn under, in words (decision 030), whatever the settings are today. */
export function settingsLines(play: Play): string[] {
  const { table, limits } = play;
  const lines: string[] = [];
  if ('spinsPerDay' in limits) lines.push(m['fairness.settings-spin']({ spins: formatCount(limits.spinsPerDay), max: formatCount(limits.maxSpinsPerDay) }));
  if ('prizePaise' in table && 'attempts' in limits) lines.push(m['fairness.settings-guess']({ attempts: formatCount(limits.attempts), prize: formatRupees(table.prizePaise), hours: formatCount(limits.lockHours) }));
  else if ('prizePaise' in table && 'lockHours' in limits) lines.push(m['fairness.settings-flip']({ prize: formatRupees(table.prizePaise), hours: formatCount(limits.lockHours) }));
  if ('segments' in table) lines.push(table.segments.map((segment) => m['fairness.settings-segment']({ label: labelOf(play, segment.prizePaise), prize: formatRupees(segment.prizePaise), weight: formatCount(segment.weight) })).join(' · '));
  return lines;
}
