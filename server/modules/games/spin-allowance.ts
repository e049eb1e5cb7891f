import type { EntityManager } from '@mikro-orm/postgresql';
import { spinAllowanceOf, type SpinLimits } from '#contract/games/spin-allowance';
import { sql } from '../sql';

/** Spins allowed today: the daily spins, plus one for sharing (once a day), never above the cap. */
export async function spinAllowance(em: EntityManager, input: { userId: string; istDay: string; limits: SpinLimits }) {
  const [row] = await sql<{ used: string; bonus: string }>(
    em,
    `select (select count(*) from game_plays where user_id = ? and game = 'spin' and ist_day = ?) as used,
            (select count(*) from game_share_bonuses where user_id = ? and game = 'spin' and ist_day = ?) as bonus`,
    [input.userId, input.istDay, input.userId, input.istDay],
  );
  const used = Number(row?.used ?? 0);
  const shareBonusUsed = Number(row?.bonus ?? 0) > 0;
  const allowance = spinAllowanceOf(input.limits, shareBonusUsed);
  return { used, allowance, spinsLeft: Math.max(0, allowance - used), shareBonusUsed };
}
