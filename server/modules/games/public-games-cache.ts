import type { Deps } from '../deps';

/**
 * The site cache's topic of the games' public state — rules, odds, prize tables and whether
 * today's budget still pays the top prize. Migration 0029 announces every change of game_configs,
 * and 0035 every new settings version (game_settings_versions).
 */
export const GAMES_TOPIC = 'games';

/**
 * How long another process may show a game's budget state (paused or not) without reading it
 * again. Every play moves today's counters (game_days); announcing each would make every play's
 * commit wait for the others' (PostgreSQL serialises the commits of notifying transactions). A
 * stale "not paused" is harmless: each play checks the budget under the day's lock (openGame).
 */
export const BUDGET_STATE_LIFETIME_MS = 5_000;

/** After a play or an admin's change commits: this process's next read sees it at once. */
export function forgetPublicGames(deps: Pick<Deps, 'siteCache'>): void {
  deps.siteCache?.forget(GAMES_TOPIC);
}
