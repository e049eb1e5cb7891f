import { refuse } from '#contract/errors';
import { HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';
import { sql } from '../sql';
import { rotateLockedSeed } from './fairness/seeds';
import { addToGameDay } from './game-day';
import { activeRound, type GuessAttempt } from './guess-rounds';
import { loadGameConfig } from './load-game-config';
import { balanceOf, payPrize, withPlayScope } from './play-engine';
import { GAME_MESSAGES } from '#contract/games/schemas';

/**
 * Attempts and prize are the round's settings version's (decision 030). The round's end reveals the
 * seed at once, so the secret can be checked; the lock length is the current version's.
 */
export async function makeGuess(deps: Deps, input: { userId: string; number: number }) {
  return withPlayScope(deps, input.userId, async (scope) => {
    const round = await activeRound(scope.em, scope.userId, true);
    if (!round) throw refuse('games.no-active-round');
    const hint: GuessAttempt['hint'] = input.number === round.secret ? 'correct' : input.number < round.secret ? 'higher' : 'lower';
    const attempts = [...round.attempts, { number: input.number, hint }];
    const won = hint === 'correct';
    const ended = won || attempts.length >= round.round_attempts;
    const status = won ? 'won' : ended ? 'lost' : 'active';
    await sql(scope.em, `update guess_rounds set attempts = ?::jsonb, status = ?, ended_at = ? where id = ?`, [JSON.stringify(attempts), status, ended ? scope.now : null, round.id]);

    // The reservation was made on the day the round started; settle it there.
    const roundDay = istDate(new Date(round.started_at));
    const roundPrizePaise = Number(round.round_prize_paise);
    const prizePaise = won ? roundPrizePaise : 0;
    let revealed: { revealedServerSeed: string; serverSeedHash: string } | null = null;
    let lockedUntil: Date | null = null;
    let paidBalancePaise: number | null = null;
    if (ended) {
      const { limits } = await loadGameConfig(scope.em, 'guess');
      lockedUntil = new Date(scope.now.getTime() + limits.lockHours * HOUR_MS);
      await addToGameDay(scope.em, 'guess', roundDay, { reservedPaise: -roundPrizePaise, wins: won ? 1 : 0, paidPaise: prizePaise });
      if (won) {
        await sql(scope.em, `update game_plays set prize_paise = ? where id = ?`, [prizePaise, round.play_id]);
        paidBalancePaise = await payPrize(scope, { playId: round.play_id, prizePaise, line: { code: 'game.guess.won', values: { number: round.secret } } });
      }
      revealed = await rotateLockedSeed(scope.em, scope.userId, scope.now);
    }
    return {
      playId: round.play_id,
      hint,
      message: won ? `Correct! The number was ${round.secret}.` : hint === 'higher' ? GAME_MESSAGES.higher : GAME_MESSAGES.lower,
      attempts,
      attemptsLeft: round.round_attempts - attempts.length,
      status,
      prizePaise,
      balancePaise: paidBalancePaise ?? (await balanceOf(scope)),
      secret: ended ? round.secret : null,
      revealedServerSeed: revealed?.revealedServerSeed ?? null,
      lockedUntil,
      proof: { serverSeedHash: round.server_seed_hash, clientSeed: round.client_seed, nonce: round.nonce, settingsVersion: round.settings_version },
    };
  });
}
