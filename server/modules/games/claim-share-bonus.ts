import { refuse } from '#contract/errors';
import { sharingAddsSpin } from '#contract/games/spin-allowance';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { loadGameConfig } from './load-game-config';
import { withPlayScope } from './play-engine';
import { GAME_MESSAGES } from '#contract/games/schemas';
import { spinAllowance } from './spin-allowance';

/**
 * One extra spin a day for sharing. Sharing is the user's choice and we do not ask for proof:
 * the bonus is a thank-you, not a gate (no forced sharing, product spec §1.6).
 */
export async function claimShareBonus(deps: Deps, input: { userId: string }) {
  return withPlayScope(deps, input.userId, async (scope) => {
    const config = await loadGameConfig(scope.em, 'spin');
    if (!config.enabled) throw refuse('games.disabled', { game: 'spin' });
    if (!sharingAddsSpin(config.limits)) throw refuse('games.share-bonus-cap');
    const inserted = await sql(
      scope.em,
      `insert into game_share_bonuses (user_id, game, ist_day, created_at) values (?, 'spin', ?, ?) on conflict do nothing returning user_id`,
      [scope.userId, scope.istDay, scope.now],
    );
    if (inserted.length === 0) throw refuse('games.share-bonus-used');
    const allowance = await spinAllowance(scope.em, { userId: scope.userId, istDay: scope.istDay, limits: config.limits });
    return { message: GAME_MESSAGES.extraSpin, spinsLeft: allowance.spinsLeft };
  });
}
