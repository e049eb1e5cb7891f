import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getCapabilities } from '../capabilities/get-capabilities';
import { capabilitySwitchesSchema } from '../capabilities/schemas';
import { getReferralSettings } from '../referrals/get-referral-settings';

export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  /** Reward per verified referral, in paise; null while referrals are switched off. */
  referralRewardPaise: z.number().int().nullable(),
  /** Which capabilities are on: a screen mentions one only while it is on (product spec §1.8). */
  capabilities: capabilitySwitchesSchema,
});

export const siteRouter = router({
  info: publicProcedure.output(siteInfoSchema).query(async ({ ctx }) => {
    const capabilities = await getCapabilities(ctx.deps);
    return {
      supportEmail: ctx.deps.config.supportEmail,
      referralRewardPaise: capabilities.referrals ? (await getReferralSettings(ctx.deps)).rewardPaise : null,
      capabilities,
    };
  }),
});
