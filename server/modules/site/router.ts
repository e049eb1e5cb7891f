import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getOfferedCapabilities } from '../capabilities';
import { capabilitySwitchesSchema } from '#contract/capabilities/schemas';
import { SHOWN_REFERRAL_SETTINGS } from '../referrals';
import { referralTermsOf, referralTermsSchema } from '#contract/referrals/schemas';

export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  /** The referral programme's terms, for the invite banner every page shows; null while referrals are switched off. */
  referralTerms: referralTermsSchema.nullable(),
  /** Which capabilities are on: a screen mentions one only while it is on (product spec §1.8). */
  capabilities: capabilitySwitchesSchema,
});

export const siteRouter = router({
  /** Read by every page: answered from memory (the switches and the referral settings are cached settings). */
  info: publicProcedure.output(siteInfoSchema).query(async ({ ctx }) => {
    const capabilities = await getOfferedCapabilities(ctx.deps);
    const referrals = capabilities.referrals ? await SHOWN_REFERRAL_SETTINGS.get(ctx.deps, undefined) : null;
    return { supportEmail: ctx.deps.config.supportEmail, referralTerms: referrals && referralTermsOf(referrals), capabilities };
  }),
});
