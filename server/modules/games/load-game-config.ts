import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { GameRules } from '#contract/games/expected-payout';
import type { Game } from '#contract/games/schemas';

/**
 * A game as it stands: its on/off switch and daily budget, and the settings version in force (its
 * prize table and limits, decision 030).
 */
export type LoadedGameConfig = GameRules & {
  enabled: boolean;
  dailyBudgetPaise: number;
  settingsId: string;
  settingsVersion: number;
};

type ConfigRow = Narrowed<Pick<Row<'game_configs'>, 'game' | 'enabled' | 'daily_budget_paise' | 'settings_id'>, { game: Game }> &
  Pick<Row<'game_settings_versions'>, 'version' | 'prize_table' | 'limits'>;

/**
 * The config's game, table and limits as one value still discriminated by `game` (copied field by
 * field, TypeScript would lose which table goes with which game).
 */
export function rulesOf(config: LoadedGameConfig): GameRules {
  const { enabled, dailyBudgetPaise, settingsId, settingsVersion, ...rules } = config;
  return rules;
}

function toLoaded(row: ConfigRow): LoadedGameConfig {
  return {
    game: row.game,
    enabled: row.enabled,
    dailyBudgetPaise: Number(row.daily_budget_paise),
    limits: row.limits,
    table: row.prize_table,
    settingsId: row.settings_id,
    settingsVersion: row.version,
  } as LoadedGameConfig;
}

const SELECT_CONFIG = `select c.game, c.enabled, c.daily_budget_paise, c.settings_id, v.version, v.prize_table, v.limits
  from game_configs c join game_settings_versions v on v.id = c.settings_id`;

export async function loadGameConfig<G extends Game>(em: EntityManager, game: G): Promise<Extract<LoadedGameConfig, { game: G }>> {
  const [row] = await sql<ConfigRow>(em, `${SELECT_CONFIG} where c.game = ?`, [game]);
  if (!row) throw new Error(`game ${game} is not configured`);
  return toLoaded(row) as Extract<LoadedGameConfig, { game: G }>;
}

export async function loadAllGameConfigs(em: EntityManager): Promise<LoadedGameConfig[]> {
  return (await sql<ConfigRow>(em, `${SELECT_CONFIG} order by c.game`)).map(toLoaded);
}
