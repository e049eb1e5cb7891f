import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { addToGameDay } from './game-day';
import { activeRound, guessLockedUntil, lastEndedRound } from './guess-rounds';
import { drawAndRecord, openGame, withPlayScope } from './play-engine';

/**
 * Draws the secret under the published commitment and reserves the prize, so a right guess can always
 * be paid; the round keeps today's settings version (decision 030).
 */
export async function startGuessRound(deps: Deps, input: { userId: string }) {
  return withPlayScope(deps, input.userId, async (scope) => {
    const { config } = await openGame(scope, 'guess', async (guess) => {
      if (await activeRound(scope.em, scope.userId)) throw refuse('games.round-active');
      if (guessLockedUntil(await lastEndedRound(scope.em, scope.userId), guess.limits.lockHours, scope.now)) throw refuse('games.guess-locked');
    });
    const play = await drawAndRecord(scope, { game: 'guess', fairGame: 'guess', config, prizeOf: () => 0 });
    await sql(scope.em, `insert into guess_rounds (user_id, play_id, status, started_at) values (?, ?, 'active', ?)`, [scope.userId, play.playId, scope.now]);
    await addToGameDay(scope.em, 'guess', scope.istDay, { plays: 1, reservedPaise: config.table.prizePaise });
    return { attemptsLeft: config.limits.attempts, prizePaise: config.table.prizePaise, proof: play.proof };
  });
}
