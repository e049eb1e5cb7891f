import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getHomeStats } from './get-home-stats';
import { getTransparency } from './get-transparency';
import { listTickerEvents } from './list-ticker-events';
import { homeStatsSchema, tickerEventSchema, transparencySchema } from '#contract/stats/schemas';

/** No capability gates the figures: they only describe what happened (decision 019). */
export const statsRouter = router({
  home: publicProcedure.output(homeStatsSchema).query(({ ctx }) => getHomeStats(ctx.deps)),
  ticker: publicProcedure.output(z.array(tickerEventSchema)).query(({ ctx }) => listTickerEvents(ctx.deps)),
  transparency: publicProcedure.output(transparencySchema).query(({ ctx }) => getTransparency(ctx.deps)),
});
