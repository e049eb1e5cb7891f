import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { addToGameDay } from './game-day';
import { drawAndRecord, openGame, payPrize, withPlayScope } from './play-engine';
import { spinAllowance } from './spin-allowance';

export async function playSpin(deps: Deps, input: { userId: string; clientSeed?: string }) {
  return withPlayScope(deps, input.userId, async (scope) => {
    if (input.clientSeed && input.clientSeed !== scope.seed.client_seed) {
      await sql(scope.em, `update fairness_seeds set client_seed = ? where id = ?`, [input.clientSeed, scope.seed.id]);
      scope.seed.client_seed = input.clientSeed;
    }
    let spinsLeftBefore = 0;
    const { config } = await openGame(scope, 'spin', async (spin) => {
      const allowance = await spinAllowance(scope.em, { userId: scope.userId, istDay: scope.istDay, limits: spin.limits });
      if (allowance.spinsLeft === 0) throw refuse('games.no-spins-left');
      spinsLeftBefore = allowance.spinsLeft;
    });
    const segments = config.table.segments;
    const play = await drawAndRecord(scope, {
      game: 'spin',
      fairGame: 'spin',
      config,
      weights: segments.map((segment) => segment.weight),
      prizeOf: (outcome) => (outcome.game === 'spin' ? segments[outcome.index]!.prizePaise : 0),
    });
    const segmentIndex = play.outcome.game === 'spin' ? play.outcome.index : 0;
    const segment = segments[segmentIndex]!;
    await addToGameDay(scope.em, 'spin', scope.istDay, { plays: 1, wins: play.prizePaise > 0 ? 1 : 0, paidPaise: play.prizePaise });
    const balancePaise = await payPrize(scope, { playId: play.playId, prizePaise: play.prizePaise, line: { code: 'game.spin.won', values: { amountPaise: play.prizePaise } } });
    return {
      playId: play.playId,
      segmentIndex,
      label: segment.label,
      prizePaise: play.prizePaise,
      balancePaise,
      spinsLeft: spinsLeftBefore - 1,
      proof: play.proof,
    };
  });
}
