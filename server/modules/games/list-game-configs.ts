import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';
import { describeOdds } from '#contract/games/expected-payout';
import { readGameDays } from './game-day';
import { loadAllGameConfigs, rulesOf } from './load-game-config';
import { GAME_NAMES } from '#contract/games/schemas';

/** The admin's view: each game's settings, its expected payout per play, and today's plays, wins and payout vs budget. */
export async function listGameConfigs(deps: Deps) {
  const today = istDate(deps.clock.now());
  const [configs, days] = await Promise.all([loadAllGameConfigs(deps.em), readGameDays(deps.em, today)]);
  return configs.map((config) => {
    const odds = describeOdds(config);
    const day = days.get(config.game) ?? { plays: 0, wins: 0, paidPaise: 0, reservedPaise: 0 };
    return {
      ...rulesOf(config),
      name: GAME_NAMES[config.game],
      enabled: config.enabled,
      dailyBudgetPaise: config.dailyBudgetPaise,
      settingsVersion: config.settingsVersion,
      expectedPaise: odds.expectedPaise,
      maxPrizePaise: odds.maxPrizePaise,
      odds: odds.outcomes,
      today: { day: today, ...day },
    };
  });
}
