import { z } from 'zod';
import { STATS_CACHE_MS, TICKER_CACHE_MS } from '#contract/stats/rules';
import { MIN_FULFILMENT_SAMPLE, STATS_WINDOW_DAYS, TICKER_KINDS, TICKER_SIZE, transparencySchema, type Transparency } from '#contract/stats/schemas';
import type { RestRoute } from './define-route';
import { paiseToRupees } from './money';

const CACHE_SECONDS = STATS_CACHE_MS / 1000;

const rupees = z.number().describe('Rupees, up to 2 decimals');
const averageRupees = z.number().describe('Rupees per play, an average (not rounded)');
const hours = z.number().nullable().describe('Hours; null below the minimum sample');

// The figures' own schema wherever no amount changes unit.
const shape = transparencySchema.shape;
const restTransparencyOut = z.object({
  computedAt: shape.computedAt,
  windowDays: shape.windowDays,
  owed: z.object({ balancesRupees: rupees, holdsRupees: rupees, totalRupees: rupees }),
  stockValueRupees: rupees,
  paidOut: z.array(z.object({ kind: shape.paidOut.element.shape.kind, rupees, count: z.number().int() })),
  fulfilment: shape.fulfilment,
  pending: shape.pending,
  games: z.array(
    z.object({ game: shape.games.element.shape.game, plays: z.number().int(), paidRupees: rupees, paidPerPlayRupees: averageRupees.nullable(), expectedPerPlayRupees: averageRupees }),
  ),
});

function toRestTransparency(figures: Transparency): z.infer<typeof restTransparencyOut> {
  const { owed, paidOut, games, stockValuePaise, ...rest } = figures;
  return {
    ...rest,
    owed: { balancesRupees: paiseToRupees(owed.balancesPaise), holdsRupees: paiseToRupees(owed.holdsPaise), totalRupees: paiseToRupees(owed.totalPaise) },
    stockValueRupees: paiseToRupees(stockValuePaise),
    paidOut: paidOut.map(({ kind, paise, count }) => ({ kind, rupees: paiseToRupees(paise), count })),
    games: games.map(({ game, plays, paidPaise, paidPerPlayPaise, expectedPerPlayPaise }) => ({
      game,
      plays,
      paidRupees: paiseToRupees(paidPaise),
      paidPerPlayRupees: paidPerPlayPaise === null ? null : paiseToRupees(paidPerPlayPaise),
      expectedPerPlayRupees: paiseToRupees(expectedPerPlayPaise),
    })),
  };
}

/** The public figures of issue 16 in rupees: the home page's tiles, its ticker and /transparency. */
export const statsRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/stats', operationId: 'getHomeStats', auth: 'none',
    summary: `The home page's figures: registered users (neither deleted nor blocked), paid out all time (delivered rewards' prices and completed withdrawals), rewards delivered, and the median hours from request to delivery over the last ${STATS_WINDOW_DAYS} days (null below ${MIN_FULFILMENT_SAMPLE} deliveries); up to ${CACHE_SECONDS} seconds old`,
    output: z.object({ registeredUsers: z.number().int(), paidOutRupees: rupees, rewardsDelivered: z.number().int(), medianFulfilmentHours: hours }),
    handle: async (caller) => {
      const stats = await caller.stats.home();
      return { registeredUsers: stats.registeredUsers, paidOutRupees: paiseToRupees(stats.paidOutPaise), rewardsDelivered: stats.rewardsDelivered, medianFulfilmentHours: stats.medianFulfilmentHours };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/ticker', operationId: 'listTickerEvents', auth: 'none',
    summary: `The newest payouts and wins, newest first (at most ${TICKER_SIZE}): a masked first name ("R***"), the amount, the kind (reward, withdrawal, game_win) and when; never a user who opted out; up to ${TICKER_CACHE_MS / 1000} seconds old`,
    output: z.array(z.object({ name: z.string(), amount: rupees, kind: z.enum(TICKER_KINDS), at: z.date() })),
    handle: async (caller) => (await caller.stats.ticker()).map(({ name, amountPaise, kind, at }) => ({ name, amount: paiseToRupees(amountPaise), kind, at })),
  },
  {
    origin: 'public', method: 'GET', path: '/api/transparency', operationId: 'getTransparency', auth: 'none',
    summary: `The figures of /transparency, from the ledger and the orders: owed to users (balances and holds), gift-card stock at face value, paid out by kind, request-to-delivery hours (median and 90th percentile, nearest-rank), pending orders and withdrawals with the oldest, and per game the plays and prizes paid beside the expected prize per play; the window is the last windowDays days; up to ${CACHE_SECONDS} seconds old`,
    output: restTransparencyOut,
    handle: async (caller) => toRestTransparency(await caller.stats.transparency()),
  },
];
