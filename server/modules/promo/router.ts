import { z } from 'zod';
import { adminProcedure, publicProcedure, router, verifiedUserProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import { pageQuerySchema } from '#contract/shared-schemas';
import { promoNeedsApproval } from '#contract/approvals/rules';
import { promoTotalPaise } from '#contract/promo/rules';
import { readThresholds, requestApproval } from '../approvals';
import { createPromoCode, refuseUncreatablePromoCode } from './create-promo-code';
import { getDailyPromo } from './get-daily-promo';
import { listPromoCodes } from './list-promo-codes';
import { redeemPromoCode } from './redeem-promo-code';
import { createPromoCodeCheckedSchema, dailyPromoSchema, promoCodeViewSchema, redeemPromoInputSchema, redeemPromoOutputSchema, togglePromoCodeInputSchema } from '#contract/promo/schemas';
import { togglePromoCode } from './toggle-promo-code';

export const promoRouter = router({
  daily: publicProcedure.output(dailyPromoSchema.nullable()).query(({ ctx }) => getDailyPromo(ctx.deps)),
  redeem: verifiedUserProcedure
    .input(redeemPromoInputSchema)
    .output(redeemPromoOutputSchema)
    .use(rateLimit(RATE_LIMITS.promoPerUser, RATE_LIMITS.promoPerIp))
    .mutation(({ ctx, input }) => redeemPromoCode(ctx.deps, { userId: ctx.user.id, code: input.code })),
});

export const adminPromoRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.promoCodes })
    .input(pageQuerySchema)
    .output(z.object({ promoCodes: z.array(promoCodeViewSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listPromoCodes(ctx.deps, input)),
  // A code that could not be created is refused at once; a content admin stays within the owner's limit (decision 046); a code worth more in total than the owner's threshold (or with unlimited uses) waits for another admin (decision 048).
  create: adminProcedure
    .meta({ admins: ACCESS.promoCodes })
    .input(createPromoCodeCheckedSchema)
    .output(z.union([promoCodeViewSchema, z.object({ pendingApprovalId: z.string() })]))
    .mutation(async ({ ctx, input }) => {
      await refuseUncreatablePromoCode(ctx.deps, input, ctx.admin.role);
      if (promoNeedsApproval(input, await readThresholds(ctx.deps))) {
        const { approvalId } = await requestApproval(ctx.deps, { kind: 'promo-code', adminId: ctx.admin.id, input, amountPaise: promoTotalPaise(input), targetUserId: null });
        return { pendingApprovalId: approvalId };
      }
      return createPromoCode(ctx.deps, { ...input, adminId: ctx.admin.id, adminRole: ctx.admin.role });
    }),
  toggle: adminProcedure.meta({ admins: ACCESS.promoCodes }).input(togglePromoCodeInputSchema).output(promoCodeViewSchema).mutation(({ ctx, input }) => togglePromoCode(ctx.deps, { id: input.id, adminId: ctx.admin.id })),
});
