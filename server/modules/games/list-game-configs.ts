import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';
import { describeOdds } from '#contract/games/expected-payout';
import { readGameDays } from './game-day';
import { loadAllGameConfigs, rulesOf } from './load-game-config';
import { GAME_NAMES, type Game } from '#contract/games/schemas';
import { RECENT_PLAY_DAYS } from '#contract/games/prize-warnings';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** Each game's plays over the RECENT_PLAY_DAYS full IST days before today (a day without plays counts as 0). */
async function readRecentPlays(deps: Deps, today: string): Promise<Map<Game, number>> {
  const rows = await sql<Narrowed<Pick<Row<'game_days'>, 'game'>, { game: Game }> & { plays: string }>(
    deps.em,
    `select game, sum(plays) as plays from game_days where ist_day < ?::date and ist_day >= ?::date - ?::int group by game`,
    [today, today, RECENT_PLAY_DAYS],
  );
  return new Map(rows.map((row) => [row.game, Number(row.plays)]));
}

/** The admin's view: each game's settings, its expected payout per play, and today's plays, wins and payout vs budget. */
export async function listGameConfigs(deps: Deps) {
  const today = istDate(deps.clock.now());
  const [configs, days, recent] = await Promise.all([loadAllGameConfigs(deps.em), readGameDays(deps.em, today), readRecentPlays(deps, today)]);
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
      recentPlaysPerDay: (recent.get(config.game) ?? 0) / RECENT_PLAY_DAYS,
    };
  });
}
