import { z } from 'zod';
import { CLOCK_DAY_SECONDS, CLOCK_FAST_SECONDS, CLOCK_KINDS, STATS_CACHE_MS, STILL_WAITING, TICKER_CACHE_MS } from '#contract/stats/rules';
import { homeStatsSchema, MIN_FULFILMENT_SAMPLE, STATS_WINDOW_DAYS, TICKER_SIZE, tickerEventSchema, transparencySchema } from '#contract/stats/schemas';
import type { RestRoute } from './define-route';
import { inRupees, restRecord } from './rest-record';

const CACHE_SECONDS = STATS_CACHE_MS / 1000;
const averageRupees = z.number().describe('Rupees per play, an average (not rounded)');
const hours = z.number().nullable().describe('Hours; null below the minimum sample');

const homeStatsOut = restRecord(homeStatsSchema.omit({ fulfilmentSample: true }).extend({ medianFulfilmentHours: hours }), { paidOutPaise: inRupees('paidOutRupees') });
const tickerEventOut = restRecord(tickerEventSchema.omit({ id: true }), { amountPaise: inRupees('amount') });

// The figures in rupees, each where it stands; the nested records are mapped by the handler.
const figures = transparencySchema.shape;
const owedOut = restRecord(figures.owed, { balancesPaise: inRupees('balancesRupees'), holdsPaise: inRupees('holdsRupees'), totalPaise: inRupees('totalRupees') });
const paidOutOut = restRecord(figures.paidOut.element, { paise: inRupees('rupees') });
const gamePayoutOut = restRecord(figures.games.element, {
  paidPaise: inRupees('paidRupees'),
  paidPerPlayPaise: inRupees('paidPerPlayRupees', averageRupees.nullable()),
  expectedPerPlayPaise: inRupees('expectedPerPlayRupees', averageRupees),
});
const transparencyOut = restRecord(transparencySchema.extend({ owed: owedOut.schema, paidOut: z.array(paidOutOut.schema), games: z.array(gamePayoutOut.schema) }), {
  stockValuePaise: inRupees('stockValueRupees'),
});

/** The public figures of issue 16 in rupees: the home page's tiles, its ticker and /transparency. */
export const statsRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/stats', operationId: 'getHomeStats', auth: 'none',
    summary: `The home page's figures: registered users (neither deleted nor blocked), paid out all time (delivered rewards' prices and completed withdrawals), rewards delivered, and the median hours from request to delivery over the last ${STATS_WINDOW_DAYS} days (null below ${MIN_FULFILMENT_SAMPLE} deliveries); up to ${CACHE_SECONDS} seconds old`,
    output: homeStatsOut.schema, handle: async (caller) => homeStatsOut.toRest(await caller.stats.home()),
  },
  {
    origin: 'public', method: 'GET', path: '/api/ticker', operationId: 'listTickerEvents', auth: 'none',
    summary: `The newest payouts and wins, newest first (at most ${TICKER_SIZE}): a masked first name ("R***"), the amount, the kind (reward, withdrawal, game_win) and when; never a user who opted out; up to ${TICKER_CACHE_MS / 1000} seconds old`,
    output: z.array(tickerEventOut.schema), handle: async (caller) => (await caller.stats.ticker()).map(tickerEventOut.toRest),
  },
  {
    origin: 'public', method: 'GET', path: '/api/transparency', operationId: 'getTransparency', auth: 'none',
    summary: `The figures of /transparency, from the ledger and the orders: owed to users (balances and holds), gift-card stock at face value, paid out by kind, the payout clock per kind (${CLOCK_KINDS.join(', ')}: of the requests made in the window at least ${CLOCK_DAY_SECONDS / 3600} hours ago, those counted (delivered or still waiting), still waiting and left out as rejected or refunded, those delivered within ${CLOCK_FAST_SECONDS / 60} minutes and within ${CLOCK_DAY_SECONDS / 3600} hours, and the median and 90th percentile seconds from request to delivery, nearest-rank, "${STILL_WAITING}" when one falls on a request still waiting, null below ${MIN_FULFILMENT_SAMPLE} requests), pending orders and withdrawals with the oldest, and per game the plays and prizes paid beside the expected prize per play; the window is the last windowDays days; up to ${CACHE_SECONDS} seconds old`,
    output: transparencyOut.schema,
    handle: async (caller) => {
      const { owed, paidOut, games, ...rest } = await caller.stats.transparency();
      return transparencyOut.toRest({ ...rest, owed: owedOut.toRest(owed), paidOut: paidOut.map(paidOutOut.toRest), games: games.map(gamePayoutOut.toRest) });
    },
  },
];
