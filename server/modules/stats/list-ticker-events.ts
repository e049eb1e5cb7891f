import type { Deps } from '../deps';
import { sql } from '../sql';
import { CachedRead } from '../cache';
import { TICKER_CACHE_MS, TICKER_SIZE, type TickerKind } from '#contract/stats/rules';
import type { TickerEvent } from '#contract/stats/schemas';

interface EventRow {
  id: string;
  kind: TickerKind;
  name: string;
  amount_paise: string;
  at: string;
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** "R***": the first grapheme, not code unit, so "राहुल" → "रा***" keeps its vowel sign. */
export function maskTickerName(name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  const first = graphemes.segment(firstName)[Symbol.iterator]().next().value?.segment ?? '';
  return `${first.toUpperCase()}***`;
}

/**
 * A game win is its ledger credit, so a card shows when paid; the daily login is no win. Never an
 * opted-out, blocked or deleted user (decision 019, "The public figures").
 */
async function readTickerEvents(deps: Deps): Promise<TickerEvent[]> {
  const rows = await sql<EventRow>(
    deps.em,
    `with shown as (select id, name from users where ticker_opt_out = false and not is_blocked and deleted_at is null),
     events as (
       (select md5('reward:' || o.id) as id, 'reward' as kind, u.name, o.price_paise as amount_paise, o.fulfilled_at as at
        from reward_orders o join shown u on u.id = o.user_id
        where o.status = 'fulfilled' order by o.fulfilled_at desc limit ?)
       union all
       (select md5('withdrawal:' || r.id), 'withdrawal', u.name, r.amount_paise, r.resolved_at
        from redeem_requests r join shown u on u.id = r.user_id
        where r.status = 'completed' order by r.resolved_at desc limit ?)
       union all
       (select md5('game_win:' || t.id), 'game_win', u.name, t.amount, t.created_at
        from ledger_transfers t join wallet_accounts a on a.id = t.credit_account_id join shown u on u.id = a.user_id
        where t.kind = 'game-prize' and t.idempotency_key like 'game-prize:%' order by t.created_at desc limit ?)
     )
     select id, kind, name, amount_paise, at from events order by at desc, id desc limit ?`,
    [TICKER_SIZE, TICKER_SIZE, TICKER_SIZE, TICKER_SIZE],
  );
  return rows.map((row) => ({ id: row.id, name: maskTickerName(row.name), amountPaise: Number(row.amount_paise), kind: row.kind, at: new Date(row.at) }));
}

/** Per process for TICKER_CACHE_MS, never announced: each process reads again once its copy is that old (decision 034). */
const TICKER_FIGURES = new CachedRead<void, TickerEvent[], Deps>({ name: 'ticker events', key: () => 'ticker', read: readTickerEvents, maxEntries: 1, ttlMs: TICKER_CACHE_MS });

export function listTickerEvents(deps: Deps): Promise<TickerEvent[]> {
  return TICKER_FIGURES.get(deps, undefined);
}
