import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getCapabilities } from '../capabilities/get-capabilities';
import { capabilitySwitchesSchema } from '../capabilities/schemas';

export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  /** Reward per verified referral, in paise; null while referrals are switched off. */
  referralRewardPaise: z.number().int().nullable(),
  /** Which capabilities are on: a screen mentions one only while it is on (product spec §1.8). */
  capabilities: capabilitySwitchesSchema,
});

export const siteRouter = router({
  info: publicProcedure.output(siteInfoSchema).query(async ({ ctx }) => ({
    supportEmail: ctx.deps.config.supportEmail,
    referralRewardPaise: null,
    capabilities: await getCapabilities(ctx.deps),
  })),
});
