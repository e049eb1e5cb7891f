import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { getContentSettings } from './get-content-settings';
import { adSettingsSchema, contentSettingsSchema, publicContentSettingsSchema, sponsoredPartnersSchema } from '#contract/settings/schemas';
import { updateAdSettings } from './update-ad-settings';
import { updateSponsoredPartners } from './update-sponsored-partners';

export const settingsRouter = router({
  content: publicProcedure.output(publicContentSettingsSchema).query(async ({ ctx }) => {
    const { updatedAt: _updatedAt, ...settings } = await getContentSettings(ctx.deps);
    return settings;
  }),
});

export const adminSettingsRouter = router({
  get: adminProcedure.output(contentSettingsSchema).query(({ ctx }) => getContentSettings(ctx.deps)),
  updateAds: adminProcedure.input(adSettingsSchema).output(contentSettingsSchema).mutation(({ ctx, input }) => updateAdSettings(ctx.deps, { ...input, adminId: ctx.admin.id })),
  updateSponsoredPartners: adminProcedure
    .input(sponsoredPartnersSchema)
    .output(contentSettingsSchema)
    .mutation(({ ctx, input }) => updateSponsoredPartners(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
