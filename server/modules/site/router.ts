import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getCapabilities } from '../capabilities';
import { capabilitySwitchesSchema } from '#contract/capabilities/schemas';
import { SHOWN_REFERRAL_SETTINGS } from '../referrals';

export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  /** Reward per verified referral, in paise; null while referrals are switched off. */
  referralRewardPaise: z.number().int().nullable(),
  /** Which capabilities are on: a screen mentions one only while it is on (product spec §1.8). */
  capabilities: capabilitySwitchesSchema,
});

export const siteRouter = router({
  /** Read by every page: answered from memory (the switches and the referral settings are cached settings). */
  info: publicProcedure.output(siteInfoSchema).query(async ({ ctx }) => {
    const capabilities = await getCapabilities(ctx.deps);
    const referrals = capabilities.referrals ? await SHOWN_REFERRAL_SETTINGS.get(ctx.deps, undefined) : null;
    return { supportEmail: ctx.deps.config.supportEmail, referralRewardPaise: referrals?.rewardPaise ?? null, capabilities };
  }),
});
