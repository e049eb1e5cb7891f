import { z } from 'zod';
import { REWARD_KINDS } from '../enums';
import { GAMES } from '../games/names';
import { CLOCK_KINDS, STILL_WAITING, TICKER_KINDS } from './rules';

export { MIN_FULFILMENT_SAMPLE, STATS_WINDOW_DAYS, TICKER_KINDS, TICKER_POLL_MS, TICKER_SIZE, type TickerKind } from './rules';

/** The home page's stat tiles, from real aggregates (issue 16). */
export const homeStatsSchema = z.object({
  registeredUsers: z.number().int(),
  /** Fulfilled reward orders' prices plus completed withdrawals, all time. */
  paidOutPaise: z.number().int(),
  /** Fulfilled reward orders, all time. */
  rewardsDelivered: z.number().int(),
  /** Median hours from request to fulfilment over the window; null below MIN_FULFILMENT_SAMPLE fulfilments. */
  medianFulfilmentHours: z.number().nullable(),
  /** How many fulfilments (reward orders and withdrawals) the median is over. */
  fulfilmentSample: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

/** One ticker line: a masked first name ("R***") and the amount; never an opted-out user. */
export const tickerEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  amountPaise: z.number().int(),
  kind: z.enum(TICKER_KINDS),
  at: z.date(),
});
export type TickerEvent = z.infer<typeof tickerEventSchema>;

/**
 * Seconds from request to delivery at a nearest-rank percentile; STILL_WAITING when it falls on a
 * request not yet delivered; null below MIN_FULFILMENT_SAMPLE. The null sits inside the union because
 * OpenAPI 3.0 has no `nullable` beside an `anyOf` without a type.
 */
const clockPercentileSchema = z.union([z.number().nullable(), z.literal(STILL_WAITING)]);

/**
 * One kind's payout clock (issue 33, decision 058) over the requests made in the window that are at
 * least CLOCK_DAY_SECONDS old: counted = delivered + still waiting; rejected and refunded ones are
 * left out of every figure and counted apart.
 */
export const payoutClockSchema = z.object({
  kind: z.enum(CLOCK_KINDS),
  counted: z.number().int(),
  stillWaiting: z.number().int(),
  leftOut: z.number().int(),
  /** Delivered within CLOCK_FAST_SECONDS and within CLOCK_DAY_SECONDS of the request. */
  withinFast: z.number().int(),
  withinDay: z.number().int(),
  medianSeconds: clockPercentileSchema,
  p90Seconds: clockPercentileSchema,
});
export type PayoutClock = z.infer<typeof payoutClockSchema>;

const countSinceSchema = z.object({ count: z.number().int(), oldestAt: z.date().nullable() });

/** `/transparency`: every figure computed from the ledger and the orders (issue 16). */
export const transparencySchema = z.object({
  computedAt: z.date(),
  windowDays: z.number().int(),
  owed: z.object({
    /** Sum of every user's available wallet balance. */
    balancesPaise: z.number().int(),
    /** Sum of amounts held for pending withdrawals and reward orders. */
    holdsPaise: z.number().int(),
    totalPaise: z.number().int(),
  }),
  /** Face value (₹) of the gift-card codes available in stock, in paise. */
  stockValuePaise: z.number().int(),
  /** Paid out in the window by kind: each reward kind (fulfilled orders' prices) and withdrawals. */
  paidOut: z.array(z.object({ kind: z.enum([...REWARD_KINDS, 'withdrawal']), paise: z.number().int(), count: z.number().int() })),
  /** The payout clock, one entry per CLOCK_KINDS kind in that order. */
  payoutClock: z.array(payoutClockSchema),
  pending: z.object({ rewardOrders: countSinceSchema, withdrawals: countSinceSchema }),
  /** Per game over the window: prizes actually paid per play beside the published expected value. */
  games: z.array(
    z.object({
      game: z.enum(GAMES),
      plays: z.number().int(),
      paidPaise: z.number().int(),
      /** paidPaise / plays, null with no plays. */
      paidPerPlayPaise: z.number().nullable(),
      expectedPerPlayPaise: z.number(),
    }),
  ),
});
export type Transparency = z.infer<typeof transparencySchema>;
