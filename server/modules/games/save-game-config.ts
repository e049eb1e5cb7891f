import type { EntityManager } from '@mikro-orm/postgresql';
import { isDeepStrictEqual } from 'node:util';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { recordAudit } from '../audit';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { loadGameConfig, rulesOf, type LoadedGameConfig } from './load-game-config';
import type { UpdateGameConfigInput } from '#contract/games/schemas';
import { lowers, noticeRequiredParams } from '#contract/changes/rules';
import { refuse } from '#contract/errors';
import { describeOdds } from '#contract/games/expected-payout';

/**
 * Changed tables or limits are a new version, never an edit (decision 030); switch and budget are
 * outside versions. Runs in the caller's transaction.
 */
export async function writeGameConfig(em: EntityManager, input: UpdateGameConfigInput, now: Date): Promise<void> {
  // The config row's lock makes two admins' saves of one game take turns, so versions never collide.
  const [current] = await sql<Pick<Row<'game_configs'>, 'settings_id'> & Pick<Row<'game_settings_versions'>, 'prize_table' | 'limits'>>(
    em,
    `select c.settings_id, v.prize_table, v.limits from game_configs c join game_settings_versions v on v.id = c.settings_id where c.game = ? for update of c`,
    [input.game],
  );
  let settingsId = current?.settings_id;
  if (!current || !isDeepStrictEqual(current.prize_table, input.table) || !isDeepStrictEqual(current.limits, input.limits)) {
    const [created] = await sql<Pick<Row<'game_settings_versions'>, 'id'>>(
      em,
      `insert into game_settings_versions (game, version, prize_table, limits, created_at)
       select ?, coalesce(max(version), 0) + 1, ?::jsonb, ?::jsonb, ? from game_settings_versions where game = ? returning id`,
      [input.game, JSON.stringify(input.table), JSON.stringify(input.limits), now, input.game],
    );
    settingsId = created!.id;
  }
  await sql(
    em,
    `insert into game_configs (game, enabled, daily_budget_paise, settings_id, updated_at) values (?, ?, ?, ?, ?)
     on conflict (game) do update set enabled = excluded.enabled, daily_budget_paise = excluded.daily_budget_paise, settings_id = excluded.settings_id, updated_at = excluded.updated_at`,
    [input.game, input.enabled, input.dailyBudgetPaise, settingsId, now],
  );
  announceChange(em, 'games');
}

function audited(config: LoadedGameConfig) {
  return { enabled: config.enabled, dailyBudgetPaise: config.dailyBudgetPaise, limits: config.limits, table: config.table, settingsVersion: config.settingsVersion };
}

export async function saveGameConfig(deps: Deps, input: UpdateGameConfigInput & { adminId: string }) {
  const { adminId, ...settings } = input;
  return deps.em.transactional(async (em) => {
    const before = await loadGameConfig(em, settings.game);
    // Settings whose expected value per play falls are announced first (decision 044); the switch and budget are not settings.
    if (lowers(describeOdds(rulesOf(before)).expectedPaise, describeOdds(settings).expectedPaise)) throw refuse('changes.notice-required', noticeRequiredParams(deps.clock.now()));
    await writeGameConfig(em, settings, deps.clock.now());
    const after = await loadGameConfig(em, settings.game);
    recordAudit({ ...deps, em }, { adminId, action: 'game.update', targetType: 'game', targetId: settings.game, before: audited(before), after: audited(after) });
    await em.flush();
    return after;
  });
}
