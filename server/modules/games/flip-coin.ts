import { refuse } from '#contract/errors';
import { HOUR_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { addToGameDay } from './game-day';
import { drawAndRecord, openGame, payPrize, withPlayScope } from './play-engine';

export type CoinSide = 'HEAD' | 'TAIL';

/** When the user may flip again: lockHours after their last flip (null when they may flip now). */
export async function nextFlipAt(em: Parameters<typeof sql>[0], userId: string, lockHours: number, now: Date): Promise<Date | null> {
  const [last] = await sql<Pick<Row<'game_plays'>, 'created_at'>>(em, `select created_at from game_plays where user_id = ? and game = 'flip' order by created_at desc limit 1`, [userId]);
  if (!last) return null;
  const next = new Date(new Date(last.created_at).getTime() + lockHours * HOUR_MS);
  return next > now ? next : null;
}

export async function flipCoin(deps: Deps, input: { userId: string; side: CoinSide }) {
  return withPlayScope(deps, input.userId, async (scope) => {
    const { config } = await openGame(scope, 'flip', async (flip) => {
      if (await nextFlipAt(scope.em, scope.userId, flip.limits.lockHours, scope.now)) throw refuse('games.flip-locked');
    });
    const play = await drawAndRecord(scope, {
      game: 'flip',
      fairGame: 'flip',
      config,
      prizeOf: (outcome) => (outcome.game === 'flip' && outcome.side === input.side ? config.table.prizePaise : 0),
      extra: { chosen: input.side },
    });
    const side = play.outcome.game === 'flip' ? play.outcome.side : input.side;
    const won = side === input.side;
    await addToGameDay(scope.em, 'flip', scope.istDay, { plays: 1, wins: won ? 1 : 0, paidPaise: play.prizePaise });
    const balancePaise = await payPrize(scope, { playId: play.playId, prizePaise: play.prizePaise, line: { code: 'game.flip.won', values: { side } } });
    return {
      playId: play.playId,
      side,
      chosen: input.side,
      won,
      prizePaise: play.prizePaise,
      balancePaise,
      nextFlipAt: new Date(scope.now.getTime() + config.limits.lockHours * HOUR_MS),
      proof: play.proof,
    };
  });
}
