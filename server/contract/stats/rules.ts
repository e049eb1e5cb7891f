/**
 * The public figures' rules (issue 16), apart from the zod schemas so the browser's entry chunk
 * (home stat tiles, ticker) can read them without loading zod.
 */

/** A median over fewer fulfilments than this says little; the home tile says "not enough data yet" instead. */
export const MIN_FULFILMENT_SAMPLE = 5;

/** The window of the fulfilment-time, paid-out and per-play figures. */
export const STATS_WINDOW_DAYS = 30;

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
