import type { Deps } from '../deps';
import { sql } from '../sql';
import { CachedRead } from '../cache';
import { readFulfilmentTimes } from './fulfilment-times';
import { STATS_CACHE_MS } from '#contract/stats/rules';
import type { HomeStats } from '#contract/stats/schemas';

interface TotalsRow {
  registered_users: number;
  rewards_paise: string;
  rewards_delivered: number;
  withdrawals_paise: string;
}

/**
 * Registered users leaves out deleted and blocked accounts; paid out is what really left
 * (decision 019, "The public figures").
 */
async function readHomeStats(deps: Deps): Promise<HomeStats> {
  const now = deps.clock.now();
  const [totals] = await sql<TotalsRow>(
    deps.em,
    `select (select count(*)::int from users where deleted_at is null and not is_blocked) as registered_users,
            (select coalesce(sum(price_paise), 0) from reward_orders where status = 'fulfilled') as rewards_paise,
            (select count(*)::int from reward_orders where status = 'fulfilled') as rewards_delivered,
            (select coalesce(sum(amount_paise), 0) from redeem_requests where status = 'completed') as withdrawals_paise`,
  );
  const fulfilment = await readFulfilmentTimes(deps, now);
  return {
    registeredUsers: totals!.registered_users,
    paidOutPaise: Number(totals!.rewards_paise) + Number(totals!.withdrawals_paise),
    rewardsDelivered: totals!.rewards_delivered,
    medianFulfilmentHours: fulfilment.medianHours,
    fulfilmentSample: fulfilment.sample,
  };
}

/** Per process for STATS_CACHE_MS, never announced: each process reads again once its copy is that old (decision 034). */
const HOME_FIGURES = new CachedRead<void, HomeStats, Deps>({ name: 'home stats', key: () => 'home', read: readHomeStats, maxEntries: 1, ttlMs: STATS_CACHE_MS });

export function getHomeStats(deps: Deps): Promise<HomeStats> {
  return HOME_FIGURES.get(deps, undefined);
}
