import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';

export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  /** Reward per verified referral, in paise; null until the referral programme is configured. */
  referralRewardPaise: z.number().int().nullable(),
});

export const siteRouter = router({
  info: publicProcedure.output(siteInfoSchema).query(({ ctx }) => ({
    supportEmail: ctx.deps.config.supportEmail,
    referralRewardPaise: null,
  })),
});
