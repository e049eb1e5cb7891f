import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { createRewardProduct } from './create-reward-product';
import { listRewardCodes } from './list-reward-codes';
import { listRewardProducts } from './list-reward-products';
import {
  adminRewardCodeSchema,
  adminRewardProductSchema,
  listRewardCodesInputSchema,
  rewardProductInputSchema,
  updateRewardProductInputSchema,
  uploadRewardCodesInputSchema,
  uploadRewardCodesOutputSchema,
} from './schemas';
import { updateRewardProduct } from './update-reward-product';
import { uploadRewardCodes } from './upload-reward-codes';

/** The store's products and code inventory (issue 16). Admin answers carry counts and last 4 characters, never a whole code. */
export const adminRewardsRouter = router({
  list: adminProcedure.output(z.array(adminRewardProductSchema)).query(({ ctx }) => listRewardProducts(ctx.deps)),
  create: adminProcedure.input(rewardProductInputSchema).output(adminRewardProductSchema).mutation(({ ctx, input }) => createRewardProduct(ctx.deps, { ...input, adminId: ctx.admin.id })),
  update: adminProcedure.input(updateRewardProductInputSchema).output(adminRewardProductSchema).mutation(({ ctx, input }) => updateRewardProduct(ctx.deps, { ...input, adminId: ctx.admin.id })),
  uploadCodes: adminProcedure.input(uploadRewardCodesInputSchema).output(uploadRewardCodesOutputSchema).mutation(({ ctx, input }) => uploadRewardCodes(ctx.deps, { ...input, adminId: ctx.admin.id })),
  codes: adminProcedure
    .input(listRewardCodesInputSchema)
    .output(z.object({ codes: z.array(adminRewardCodeSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listRewardCodes(ctx.deps, input)),
});
