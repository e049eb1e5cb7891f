import { DEFAULT_GAME_CONFIGS } from '#contract/games/default-tables';
import { writeGameConfig } from '../modules/games';
import { sql } from '../modules/sql';
import type { Deps } from '../modules/deps';
import type { Row } from '../../db/row-types.gen';

/** Seeds each game's settings once; an admin's later changes are never overwritten. */
export async function seedGames(deps: Deps): Promise<void> {
  await deps.em.transactional(async (em) => {
    const existing = new Set((await sql<Pick<Row<'game_configs'>, 'game'>>(em, `select game from game_configs`)).map((row) => row.game));
    for (const config of DEFAULT_GAME_CONFIGS) {
      if (!existing.has(config.game)) await writeGameConfig(em, config, deps.clock.now());
    }
  });
}
