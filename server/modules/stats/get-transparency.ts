import { REWARD_KINDS, type RewardKind } from '#contract/enums';
import type { Deps } from '../deps';
import { describeOdds } from '#contract/games/expected-payout';
import { loadAllGameConfigs } from '../games';
import { GAMES, type Game } from '#contract/games/names';
import { sql } from '../sql';
import { CachedRead } from '../cache';
import { windowStart } from './fulfilment-times';
import { readPayoutClock } from './payout-clock';
import { STATS_CACHE_MS, STATS_WINDOW_DAYS } from '#contract/stats/rules';
import type { Transparency } from '#contract/stats/schemas';

interface OwedRow {
  balances: string;
  holds: string;
  stock: string;
}

interface PendingRow {
  orders: number;
  oldest_order: string | null;
  withdrawals: number;
  oldest_withdrawal: string | null;
}

interface PaidRow {
  kind: RewardKind | 'withdrawal';
  paise: string;
  count: number;
}

interface GameRow {
  game: Game;
  plays: number;
  paid: string;
}

function dateOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * `/transparency`: every figure read from the ledger and the orders, never typed in. What each
 * counts: decision 019, "The public figures".
 */
async function readTransparency(deps: Deps): Promise<Transparency> {
  const now = deps.clock.now();
  const since = windowStart(now);
  const [owed] = await sql<OwedRow>(
    deps.em,
    `select (select coalesce(sum(balance), 0) from wallet_accounts where kind = 'user') as balances,
            (select coalesce(sum(e.amount), 0) from ledger_entries e join wallet_accounts a on a.id = e.account_id
             where a.code in ('withdrawal-holds', 'reward-holds')) as holds,
            (select coalesce(sum(p.face_value::bigint * 100), 0) from reward_codes c join reward_products p on p.id = c.product_id
             where c.status = 'available' and p.kind <> 'free_fire_diamonds') as stock`,
  );
  const paidRows = await sql<PaidRow>(
    deps.em,
    `select p.kind, sum(o.price_paise) as paise, count(*)::int as count
     from reward_orders o join reward_products p on p.id = o.product_id
     where o.status = 'fulfilled' and o.fulfilled_at >= ? and o.fulfilled_at <= ? group by p.kind
     union all
     select 'withdrawal', coalesce(sum(amount_paise), 0), count(*)::int
     from redeem_requests where status = 'completed' and resolved_at >= ? and resolved_at <= ?`,
    [since, now, since, now],
  );
  const [pending] = await sql<PendingRow>(
    deps.em,
    `select (select count(*)::int from reward_orders where status = 'pending') as orders,
            (select min(created_at) from reward_orders where status = 'pending') as oldest_order,
            (select count(*)::int from redeem_requests where status = 'pending') as withdrawals,
            (select min(created_at) from redeem_requests where status = 'pending') as oldest_withdrawal`,
  );
  const gameRows = await sql<GameRow>(
    deps.em,
    `select p.game, count(*)::int as plays, coalesce(sum(t.amount), 0) as paid
     from game_plays p left join ledger_transfers t on t.idempotency_key = 'game-prize:' || p.id
     where p.created_at >= ? and p.created_at <= ? group by p.game
     union all
     select 'daily-login', count(*)::int, coalesce(sum(amount), 0)
     from ledger_transfers where kind = 'game-prize' and idempotency_key like 'daily-login:%' and created_at >= ? and created_at <= ?`,
    [since, now, since, now],
  );
  const configs = new Map((await loadAllGameConfigs(deps.em)).map((config) => [config.game, config]));
  const payoutClock = await readPayoutClock(deps.em, now);

  const paid = new Map(paidRows.map((row) => [row.kind, row]));
  const played = new Map(gameRows.map((row) => [row.game, row]));
  const balancesPaise = Number(owed!.balances);
  const holdsPaise = Number(owed!.holds);
  return {
    computedAt: now,
    windowDays: STATS_WINDOW_DAYS,
    owed: { balancesPaise, holdsPaise, totalPaise: balancesPaise + holdsPaise },
    stockValuePaise: Number(owed!.stock),
    paidOut: [...REWARD_KINDS, 'withdrawal' as const].map((kind) => ({ kind, paise: Number(paid.get(kind)?.paise ?? 0), count: paid.get(kind)?.count ?? 0 })),
    payoutClock,
    pending: {
      rewardOrders: { count: pending!.orders, oldestAt: dateOrNull(pending!.oldest_order) },
      withdrawals: { count: pending!.withdrawals, oldestAt: dateOrNull(pending!.oldest_withdrawal) },
    },
    games: GAMES.filter((game) => configs.has(game)).map((game) => {
      const plays = played.get(game)?.plays ?? 0;
      const paidPaise = Number(played.get(game)?.paid ?? 0);
      return { game, plays, paidPaise, paidPerPlayPaise: plays === 0 ? null : paidPaise / plays, expectedPerPlayPaise: describeOdds(configs.get(game)!).expectedPaise };
    }),
  };
}

/** Per process for STATS_CACHE_MS, never announced: each process reads again once its copy is that old (decision 034). */
const TRANSPARENCY_FIGURES = new CachedRead<void, Transparency, Deps>({ name: 'transparency figures', key: () => 'transparency', read: readTransparency, maxEntries: 1, ttlMs: STATS_CACHE_MS });

export function getTransparency(deps: Deps): Promise<Transparency> {
  return TRANSPARENCY_FIGURES.get(deps, undefined);
}
