import { z } from 'zod';
import { adminProcedure, publicProcedure, router, userProcedure, verifiedUserProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { requireCapability } from '../../trpc/require-capability';
import { RATE_LIMITS } from '../rate-limit';
import { pageQuerySchema } from '#contract/shared-schemas';
import { createRewardProduct } from './create-reward-product';
import { fulfilRewardOrder } from './fulfil-reward-order';
import { getMyRewardOrder } from './get-my-reward-order';
import { listMyRewardOrders } from './list-my-reward-orders';
import { listRewardOrders } from './list-reward-orders';
import { listStoreRewards } from './list-store-rewards';
import { placeRewardOrder } from './place-reward-order';
import { rejectRewardOrder } from './reject-reward-order';
import { reissueRewardCode } from './reissue-reward-code';
import { reportRewardOrder } from './report-reward-order';
import { revealRewardCode } from './reveal-reward-code';
import { listRewardCodes } from './list-reward-codes';
import { listRewardProducts } from './list-reward-products';
import {
  adminRewardCodeSchema,
  adminRewardOrderViewSchema,
  adminRewardProductSchema,
  fulfilRewardOrderInputSchema,
  listRewardCodesInputSchema,
  listRewardOrdersInputSchema,
  placedRewardOrderSchema,
  placeRewardOrderInputSchema,
  rejectRewardOrderInputSchema,
  reportRewardOrderInputSchema,
  rewardOrderDetailSchema,
  rewardOrderIdInputSchema,
  rewardOrderViewSchema,
  storeRewardSchema,
  rewardProductInputSchema,
  updateRewardProductInputSchema,
  uploadRewardCodesInputSchema,
  uploadRewardCodesOutputSchema,
} from '#contract/rewards/schemas';
import { updateRewardProduct } from './update-reward-product';
import { uploadRewardCodes } from './upload-reward-codes';

/** The store's products and code inventory (issue 16). Admin answers carry counts and last 4 characters, never a whole code. */
export const adminRewardsRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.money }).output(z.array(adminRewardProductSchema)).query(({ ctx }) => listRewardProducts(ctx.deps)),
  create: adminProcedure.meta({ admins: ACCESS.money }).input(rewardProductInputSchema).output(adminRewardProductSchema).mutation(({ ctx, input }) => createRewardProduct(ctx.deps, { ...input, adminId: ctx.admin.id })),
  update: adminProcedure.meta({ admins: ACCESS.money }).input(updateRewardProductInputSchema).output(adminRewardProductSchema).mutation(({ ctx, input }) => updateRewardProduct(ctx.deps, { ...input, adminId: ctx.admin.id })),
  uploadCodes: adminProcedure.meta({ admins: ACCESS.money }).input(uploadRewardCodesInputSchema).output(uploadRewardCodesOutputSchema).mutation(({ ctx, input }) => uploadRewardCodes(ctx.deps, { ...input, adminId: ctx.admin.id })),
  codes: adminProcedure.meta({ admins: ACCESS.money })
    .input(listRewardCodesInputSchema)
    .output(z.object({ codes: z.array(adminRewardCodeSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listRewardCodes(ctx.deps, input)),
});

const storeOn = requireCapability('store');

/**
 * The store for signed-in buyers (issue 16, decision 019). Buying needs a verified address; an
 * order's code is returned only when placing it and to its owner's reveal, never in a list.
 * Browsing, buying and /success's order follow the store's switch; a buyer's history, reveal and
 * report do not: codes already bought stay theirs while the store is off.
 */
export const rewardsRouter = router({
  list: publicProcedure.use(storeOn).output(z.array(storeRewardSchema)).query(({ ctx }) => listStoreRewards(ctx.deps)),
  redeem: verifiedUserProcedure
    .use(storeOn)
    .input(placeRewardOrderInputSchema)
    .output(placedRewardOrderSchema)
    .use(rateLimit(RATE_LIMITS.rewardOrderPerUser))
    .mutation(({ ctx, input }) => placeRewardOrder(ctx.deps, { ...input, userId: ctx.user.id, accountEmail: ctx.user.email })),
  orders: userProcedure
    .input(pageQuerySchema)
    .output(z.object({ orders: z.array(rewardOrderViewSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listMyRewardOrders(ctx.deps, { ...input, userId: ctx.user.id })),
  order: userProcedure.use(storeOn).input(rewardOrderIdInputSchema).output(rewardOrderDetailSchema).query(({ ctx, input }) => getMyRewardOrder(ctx.deps, { id: input.id, userId: ctx.user.id })),
  reveal: userProcedure
    .input(rewardOrderIdInputSchema)
    .output(z.object({ code: z.string() }))
    .use(rateLimit(RATE_LIMITS.rewardRevealPerUser))
    .mutation(({ ctx, input }) => revealRewardCode(ctx.deps, { id: input.id, userId: ctx.user.id })),
  report: userProcedure
    .input(reportRewardOrderInputSchema)
    .output(z.object({ reported: z.literal(true) }))
    .use(rateLimit(RATE_LIMITS.rewardReportPerUser))
    .mutation(({ ctx, input }) => reportRewardOrder(ctx.deps, { ...input, userId: ctx.user.id })),
});

/** The admin's orders queue: each action happens exactly once (decision 019); answers carry a code's last 4 only. */
export const adminRewardOrdersRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.money })
    .input(listRewardOrdersInputSchema)
    .output(z.object({ orders: z.array(adminRewardOrderViewSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listRewardOrders(ctx.deps, input)),
  fulfil: adminProcedure.meta({ admins: ACCESS.money }).input(fulfilRewardOrderInputSchema).output(adminRewardOrderViewSchema).mutation(({ ctx, input }) => fulfilRewardOrder(ctx.deps, { ...input, adminId: ctx.admin.id })),
  reject: adminProcedure.meta({ admins: ACCESS.money }).input(rejectRewardOrderInputSchema).output(adminRewardOrderViewSchema).mutation(({ ctx, input }) => rejectRewardOrder(ctx.deps, { ...input, adminId: ctx.admin.id })),
  reissue: adminProcedure.meta({ admins: ACCESS.money }).input(rewardOrderIdInputSchema).output(adminRewardOrderViewSchema).mutation(({ ctx, input }) => reissueRewardCode(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
