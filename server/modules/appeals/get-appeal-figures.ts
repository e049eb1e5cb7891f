import { APPEAL_FIGURES_WINDOW_DAYS, type AppealFigures } from '#contract/appeals/schemas';
import { MIN_FULFILMENT_SAMPLE, STATS_CACHE_MS } from '#contract/stats/rules';
import { DAY_MS } from '../../clock';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';

interface FiguresRow {
  answered_in_window: number;
  answered_all_time: number;
  open: number;
  changed_in_window: number;
  sample: number;
  median: number | null;
  p90: number | null;
}

/**
 * /transparency's appeals: answered in the window and ever, still open, and the hours from asking
 * to an answer over the window's answers — nearest-rank percentiles (always a real time, as the
 * fulfilment figures), none below the same minimum sample.
 */
async function readAppealFigures(deps: Deps): Promise<AppealFigures> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - APPEAL_FIGURES_WINDOW_DAYS * DAY_MS);
  const [row] = await sql<FiguresRow>(
    deps.em,
    `with answered as (
       select status, extract(epoch from answered_at - created_at)::float8 / 3600 as hours
       from appeals where answered_at >= ? and answered_at <= ?
     )
     select (select count(*)::int from answered) as answered_in_window,
            (select count(*)::int from appeals where answered_at is not null and answered_at <= ?) as answered_all_time,
            (select count(*)::int from appeals where status = 'open') as open,
            (select count(*)::int from answered where status = 'changed') as changed_in_window,
            (select count(*)::int from answered) as sample,
            (select percentile_disc(0.5) within group (order by hours) from answered) as median,
            (select percentile_disc(0.9) within group (order by hours) from answered) as p90`,
    [since, now, now],
  );
  const enough = row!.sample >= MIN_FULFILMENT_SAMPLE;
  return {
    windowDays: APPEAL_FIGURES_WINDOW_DAYS,
    answeredInWindow: row!.answered_in_window,
    answeredAllTime: row!.answered_all_time,
    open: row!.open,
    changedInWindow: row!.changed_in_window,
    medianHours: enough ? Number(row!.median) : null,
    p90Hours: enough ? Number(row!.p90) : null,
  };
}

/** Per process for STATS_CACHE_MS, never announced, like the other public figures (decision 034). */
const APPEAL_FIGURES = new CachedRead<void, AppealFigures, Deps>({ name: 'appeal figures', key: () => 'appeals', read: readAppealFigures, maxEntries: 1, ttlMs: STATS_CACHE_MS });

export function getAppealFigures(deps: Deps): Promise<AppealFigures> {
  return APPEAL_FIGURES.get(deps, undefined);
}
