import { DAY_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { MIN_FULFILMENT_SAMPLE, STATS_WINDOW_DAYS } from '#contract/stats/rules';

export interface FulfilmentTimes {
  sample: number;
  medianHours: number | null;
  p90Hours: number | null;
}

/** The start of the window the fulfilment, paid-out and per-play figures cover, ending now. */
export function windowStart(now: Date): Date {
  return new Date(now.getTime() - STATS_WINDOW_DAYS * DAY_MS);
}

/**
 * Request-to-delivery hours in the window; nearest-rank percentiles (always a real time), none below
 * MIN_FULFILMENT_SAMPLE. What counts: decision 019, "The public figures".
 */
export async function readFulfilmentTimes(deps: Deps, now: Date): Promise<FulfilmentTimes> {
  const since = windowStart(now);
  const [row] = await sql<{ sample: number; median: number | null; p90: number | null }>(
    deps.em,
    `with times as (
       select extract(epoch from o.fulfilled_at - o.created_at)::float8 / 3600 as hours
       from reward_orders o where o.status = 'fulfilled' and o.fulfilled_at >= ? and o.fulfilled_at <= ?
       union all
       select extract(epoch from r.resolved_at - r.created_at)::float8 / 3600
       from redeem_requests r where r.status = 'completed' and r.resolved_at >= ? and r.resolved_at <= ?
     )
     select count(*)::int as sample,
            percentile_disc(0.5) within group (order by hours) as median,
            percentile_disc(0.9) within group (order by hours) as p90
     from times`,
    [since, now, since, now],
  );
  const sample = row?.sample ?? 0;
  if (sample < MIN_FULFILMENT_SAMPLE) return { sample, medianHours: null, p90Hours: null };
  return { sample, medianHours: Number(row!.median), p90Hours: Number(row!.p90) };
}
