import { sideName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import type { RouterOutputs } from '../../../lib/trpc';

/** Five full turns take 2 s; the coin then rests half a second on the drawn side before the result. */
export const FLIP_TURN_MS = 2000;
export const FLIP_PAUSE_MS = 500;

export type Side = RouterOutputs['games']['flip']['side'];

/** The spec's result words ("It's TAIL! You lost!"). */
export const flipResultText = (side: Side, won: boolean) => (won ? m['games.flip.result-won']({ side: sideName(side) }) : m['games.flip.result-lost']({ side: sideName(side) }));

/** HEAD faces the viewer at 0°, TAIL at 180°; the coin always turns forwards. */
export function coinRotationFor(current: number, side: Side, turns = 5): number {
  const target = side === 'HEAD' ? 0 : 180;
  const currentMod = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - currentMod + 360) % 360);
}
