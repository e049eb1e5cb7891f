import type { EntityManager } from '@mikro-orm/postgresql';
import { isDeepStrictEqual } from 'node:util';
import type { Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { sql } from '../sql';
import { loadGameConfig } from './load-game-config';
import { forgetPublicGames } from './public-games-cache';
import type { UpdateGameConfigInput } from './schemas';

/** Writes a game's settings; a changed prize table becomes a new immutable version (old plays keep theirs). */
export async function writeGameConfig(em: EntityManager, input: UpdateGameConfigInput, now: Date): Promise<void> {
  const [current] = await sql<{ table_id: string; prize_table: unknown; version: number }>(
    em,
    `select c.table_id, t.prize_table, t.version from game_configs c join game_tables t on t.id = c.table_id where c.game = ? for update of c`,
    [input.game],
  );
  let tableId = current?.table_id;
  if (!current || !isDeepStrictEqual(current.prize_table, input.table)) {
    const [latest] = await sql<{ version: number | null }>(em, `select max(version) as version from game_tables where game = ?`, [input.game]);
    const [created] = await sql<{ id: string }>(em, `insert into game_tables (game, version, prize_table, created_at) values (?, ?, ?::jsonb, ?) returning id`, [input.game, (latest?.version ?? 0) + 1, JSON.stringify(input.table), now]);
    tableId = created!.id;
  }
  await sql(
    em,
    `insert into game_configs (game, enabled, daily_budget_paise, limits, table_id, updated_at) values (?, ?, ?, ?::jsonb, ?, ?)
     on conflict (game) do update set enabled = excluded.enabled, daily_budget_paise = excluded.daily_budget_paise, limits = excluded.limits, table_id = excluded.table_id, updated_at = excluded.updated_at`,
    [input.game, input.enabled, input.dailyBudgetPaise, JSON.stringify(input.limits), tableId, now],
  );
}

export async function saveGameConfig(deps: Deps, input: UpdateGameConfigInput & { adminId: string }) {
  const { adminId, ...settings } = input;
  const saved = await deps.em.transactional(async (em) => {
    const before = await loadGameConfig(em, settings.game);
    await writeGameConfig(em, settings, deps.clock.now());
    const after = await loadGameConfig(em, settings.game);
    recordAudit({ ...deps, em }, {
      adminId,
      action: 'game.update',
      targetType: 'game',
      targetId: settings.game,
      before: { enabled: before.enabled, dailyBudgetPaise: before.dailyBudgetPaise, limits: before.limits, table: before.table, tableVersion: before.tableVersion },
      after: { enabled: after.enabled, dailyBudgetPaise: after.dailyBudgetPaise, limits: after.limits, table: after.table, tableVersion: after.tableVersion },
    });
    await em.flush();
    return after;
  });
  forgetPublicGames(deps);
  return saved;
}
