import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { getContentSettings } from './get-content-settings';
import { adSettingsSchema, contentPromoLimitSchema, contentSettingsSchema, publicContentSettingsSchema, sponsoredPartnersSchema } from '#contract/settings/schemas';
import { updateContentPromoLimit } from './update-content-promo-limit';
import { updateAdSettings } from './update-ad-settings';
import { updateSponsoredPartners } from './update-sponsored-partners';

export const settingsRouter = router({
  content: publicProcedure.output(publicContentSettingsSchema).query(async ({ ctx }) => {
    const { updatedAt: _updatedAt, contentPromoLimitPaise: _limit, ...settings } = await getContentSettings(ctx.deps);
    return settings;
  }),
});

export const adminSettingsRouter = router({
  get: adminProcedure.meta({ admins: ACCESS.ownerOnly }).output(contentSettingsSchema).query(({ ctx }) => getContentSettings(ctx.deps)),
  updateAds: adminProcedure.meta({ admins: ACCESS.ownerOnly }).input(adSettingsSchema).output(contentSettingsSchema).mutation(({ ctx, input }) => updateAdSettings(ctx.deps, { ...input, adminId: ctx.admin.id })),
  updateSponsoredPartners: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(sponsoredPartnersSchema)
    .output(contentSettingsSchema)
    .mutation(({ ctx, input }) => updateSponsoredPartners(ctx.deps, { ...input, adminId: ctx.admin.id })),
  updateContentPromoLimit: adminProcedure
    .meta({ admins: ACCESS.ownerOnly })
    .input(contentPromoLimitSchema)
    .output(contentSettingsSchema)
    .mutation(({ ctx, input }) => updateContentPromoLimit(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
