/**
 * The public figures' rules (issue 16), apart from the zod schemas so the browser's entry chunk
 * (home stat tiles, ticker) can read them without loading zod.
 */

/** A median over fewer fulfilments than this says little; the home tile says "not enough data yet" instead. */
export const MIN_FULFILMENT_SAMPLE = 5;

/** The window of the fulfilment-time, paid-out and per-play figures. */
export const STATS_WINDOW_DAYS = 30;

/**
 * The payout clock (issue 33, decision 058): per kind, the share of requests delivered within each
 * limit and the median and 90th percentile time from request to delivery. Its goals are these two
 * limits: a median of at most CLOCK_FAST_SECONDS and a 90th percentile of at most CLOCK_DAY_SECONDS.
 * A request enters the clock once it is CLOCK_DAY_SECONDS old, so each one's place in every figure is
 * settled (a request still waiting then is past both limits).
 */
export const CLOCK_FAST_SECONDS = 10 * 60;
export const CLOCK_DAY_SECONDS = 24 * 60 * 60;

/** What the clock times: gift-card (store code) orders, Free Fire top-up orders, withdrawals. */
export const CLOCK_KINDS = ['store_code', 'top_up', 'withdrawal'] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];

/** A percentile that falls on a request still waiting: more than CLOCK_DAY_SECONDS, and not over yet. */
export const STILL_WAITING = 'still-waiting';

/** A percentile in seconds, STILL_WAITING, or null below MIN_FULFILMENT_SAMPLE requests. */
export type ClockPercentile = number | typeof STILL_WAITING | null;

/** Whether a percentile meets its goal: null while there are too few requests to tell. */
export function meetsClockGoal(percentile: ClockPercentile, goalSeconds: number): boolean | null {
  if (percentile === null) return null;
  return percentile !== STILL_WAITING && percentile <= goalSeconds;
}

/** A share of the requests counted, 0 to 1; null below MIN_FULFILMENT_SAMPLE requests, like the percentiles. */
export function clockShare(within: number, counted: number): number | null {
  return counted < MIN_FULFILMENT_SAMPLE ? null : within / counted;
}

/** The public figures are recomputed at most this often per process (the issue allows a minute). */
export const STATS_CACHE_MS = 60_000;

/** How many recent events the ticker shows, and how often the browser asks for new ones. */
export const TICKER_SIZE = 10;
export const TICKER_POLL_MS = 5_000;
/** Half the browser's poll: a new event reaches the ticker within seconds, and one poll in two reads the database. */
export const TICKER_CACHE_MS = TICKER_POLL_MS / 2;

/** What a ticker line reports: a delivered reward, a completed withdrawal or a game prize. */
export const TICKER_KINDS = ['reward', 'withdrawal', 'game_win'] as const;
export type TickerKind = (typeof TICKER_KINDS)[number];
