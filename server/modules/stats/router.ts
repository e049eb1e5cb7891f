import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getHomeStats } from './get-home-stats';
import { getTransparency } from './get-transparency';
import { listTickerEvents } from './list-ticker-events';
import { homeStatsSchema, tickerEventSchema, transparencySchema } from '#contract/stats/schemas';

/**
 * The public figures (issue 16). No capability gates them: withdrawals and game wins exist with
 * the store switched off, and the figures only ever describe what happened.
 */
export const statsRouter = router({
  home: publicProcedure.output(homeStatsSchema).query(({ ctx }) => getHomeStats(ctx.deps)),
  ticker: publicProcedure.output(z.array(tickerEventSchema)).query(({ ctx }) => listTickerEvents(ctx.deps)),
  transparency: publicProcedure.output(transparencySchema).query(({ ctx }) => getTransparency(ctx.deps)),
});
