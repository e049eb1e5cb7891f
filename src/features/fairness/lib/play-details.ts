import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { GAME_NAMES, type Game } from '#contract/games/schemas';
import type { RouterOutputs } from '../../../lib/trpc';

export type Play = RouterOutputs['fairness']['plays']['plays'][number];

/** A play's game by its name (brand names, said in English in both languages). */
export const gameName = (game: string) => (game in GAME_NAMES ? GAME_NAMES[game as Game] : game);

const segmentsOf = (play: Play) => ('segments' in play.table ? play.table.segments : undefined);

/** The wheel's or card's prize labels, which name a weighted outcome. */
export const segmentLabels = (play: Play): string[] | undefined => segmentsOf(play)?.map((segment) => segment.label);

export const segmentWeights = (play: Play): number[] | undefined => segmentsOf(play)?.map((segment) => segment.weight);

/** The settings version a play was drawn under, in words (decision 030), whatever the settings are today. */
export function settingsLines(play: Play): string[] {
  const { table, limits } = play;
  const lines: string[] = [];
  if ('spinsPerDay' in limits) lines.push(m['fairness.settings-spin']({ spins: formatCount(limits.spinsPerDay), max: formatCount(limits.maxSpinsPerDay) }));
  if ('prizePaise' in table && 'attempts' in limits) lines.push(m['fairness.settings-guess']({ attempts: formatCount(limits.attempts), prize: formatRupees(table.prizePaise), hours: formatCount(limits.lockHours) }));
  else if ('prizePaise' in table && 'lockHours' in limits) lines.push(m['fairness.settings-flip']({ prize: formatRupees(table.prizePaise), hours: formatCount(limits.lockHours) }));
  if ('segments' in table) lines.push(table.segments.map((segment) => m['fairness.settings-segment']({ label: segment.label, prize: formatRupees(segment.prizePaise), weight: formatCount(segment.weight) })).join(' · '));
  return lines;
}
