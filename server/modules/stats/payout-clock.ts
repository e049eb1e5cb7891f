import type { EntityManager } from '@mikro-orm/postgresql';
import { SECOND_MS } from '../../clock';
import { sql } from '../sql';
import { CLOCK_DAY_SECONDS, CLOCK_FAST_SECONDS, CLOCK_KINDS, MIN_FULFILMENT_SAMPLE, STILL_WAITING, type ClockKind, type ClockPercentile } from '#contract/stats/rules';
import type { PayoutClock } from '#contract/stats/schemas';
import { windowStart } from './fulfilment-times';

interface ClockRow {
  kind: ClockKind;
  counted: number;
  still_waiting: number;
  left_out: number;
  within_fast: number;
  within_day: number;
  median: number | string | null;
  p90: number | string | null;
}

/**
 * The payout clock (issue 33, decision 058): the requests made in the stats window that are at least
 * CLOCK_DAY_SECONDS old, so every one has had its full day. Each is timed from its request (the
 * order's or the withdrawal request's created_at) to its delivery (fulfilled_at, resolved_at of a
 * completed withdrawal). One still waiting is past both limits, so it counts against both shares and
 * ranks after every delivered one (infinity) in the nearest-rank percentiles, which then say
 * STILL_WAITING if they fall on it. Rejected and refunded requests (status 'rejected'; a refund after a
 * report is one) delivered nothing: left out, and counted apart so none vanishes unseen.
 */
const CLOCK_STATEMENT = `
  with requests as (
    select case when p.kind = 'free_fire_diamonds' then 'top_up' else 'store_code' end as kind, o.status,
           case o.status when 'fulfilled' then extract(epoch from o.fulfilled_at - o.created_at)::float8 when 'pending' then 'infinity'::float8 end as seconds
    from reward_orders o join reward_products p on p.id = o.product_id
    where o.status in ('pending', 'fulfilled', 'rejected') and o.created_at >= ? and o.created_at < ?
    union all
    select 'withdrawal', r.status,
           case r.status when 'completed' then extract(epoch from r.resolved_at - r.created_at)::float8 when 'pending' then 'infinity'::float8 end
    from redeem_requests r
    where r.status in ('pending', 'completed', 'rejected') and r.created_at >= ? and r.created_at < ?
  )
  select kind,
         count(seconds)::int as counted,
         count(*) filter (where status = 'pending')::int as still_waiting,
         count(*) filter (where status = 'rejected')::int as left_out,
         count(*) filter (where seconds <= ?)::int as within_fast,
         count(*) filter (where seconds <= ?)::int as within_day,
         percentile_disc(0.5) within group (order by seconds) filter (where seconds is not null) as median,
         percentile_disc(0.9) within group (order by seconds) filter (where seconds is not null) as p90
  from requests group by kind`;

/** A percentile as published: none below the minimum sample; infinity is a request still waiting. */
function percentile(value: number | string | null, counted: number): ClockPercentile {
  if (counted < MIN_FULFILMENT_SAMPLE || value === null) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds : STILL_WAITING;
}

/** Every kind of CLOCK_KINDS in order, a kind without requests as zeros. */
export async function readPayoutClock(em: EntityManager, now: Date): Promise<PayoutClock[]> {
  const since = windowStart(now);
  const settled = new Date(now.getTime() - CLOCK_DAY_SECONDS * SECOND_MS);
  const rows = await sql<ClockRow>(em, CLOCK_STATEMENT, [since, settled, since, settled, CLOCK_FAST_SECONDS, CLOCK_DAY_SECONDS]);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return CLOCK_KINDS.map((kind) => {
    const row = byKind.get(kind);
    const counted = row?.counted ?? 0;
    return {
      kind,
      counted,
      stillWaiting: row?.still_waiting ?? 0,
      leftOut: row?.left_out ?? 0,
      withinFast: row?.within_fast ?? 0,
      withinDay: row?.within_day ?? 0,
      medianSeconds: percentile(row?.median ?? null, counted),
      p90Seconds: percentile(row?.p90 ?? null, counted),
    };
  });
}
