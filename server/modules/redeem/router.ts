import { z } from 'zod';
import { adminProcedure, publicProcedure, router, userProcedure, verifiedUserProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import { pageQuerySchema } from '#contract/shared-schemas';
import { listRedeemHistory } from './list-redeem-history';
import { listRedeemRequests } from './list-redeem-requests';
import { listWithdrawalOptions } from './list-withdrawal-options';
import { requestWithdrawal } from './request-withdrawal';
import { resolveRedeemRequest } from './resolve-redeem-request';
import { revealWithdrawalCode } from './reveal-withdrawal-code';
import {
  adminRedeemRequestViewSchema,
  completeRedeemRequestInputSchema,
  listRedeemRequestsInputSchema,
  redeemRequestIdInputSchema,
  redeemRequestViewSchema,
  rejectRedeemRequestInputSchema,
  requestWithdrawalInputSchema,
  revealedCodeSchema,
  withdrawalRequestMessage,
  updateWithdrawalOptionInputSchema,
  withdrawalOptionSchema,
} from '#contract/redeem/schemas';
import { updateWithdrawalOption } from './update-withdrawal-option';

export const redeemRouter = router({
  options: publicProcedure.output(z.array(withdrawalOptionSchema)).query(({ ctx }) => listWithdrawalOptions(ctx.deps)),
  request: verifiedUserProcedure
    .input(requestWithdrawalInputSchema)
    .output(z.object({ message: z.string(), request: redeemRequestViewSchema }))
    .use(rateLimit(RATE_LIMITS.withdrawalPerUser))
    .mutation(async ({ ctx, input }) => {
      const { request } = await requestWithdrawal(ctx.deps, { userId: ctx.user.id, amountPaise: input.amountPaise!, email: input.email, idempotencyKey: input.idempotencyKey });
      return { message: withdrawalRequestMessage(request), request };
    }),
  history: userProcedure
    .input(pageQuerySchema)
    .output(z.object({ requests: z.array(redeemRequestViewSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listRedeemHistory(ctx.deps, { ...input, userId: ctx.user.id })),
  /** The owner's own code, signed in; lists show its last 4 only (decision 029). Counted with the store's reveals: one budget of code reveals per person. */
  reveal: userProcedure
    .input(redeemRequestIdInputSchema)
    .output(revealedCodeSchema)
    .use(rateLimit(RATE_LIMITS.rewardRevealPerUser))
    .mutation(({ ctx, input }) => revealWithdrawalCode(ctx.deps, { id: input.id, by: { userId: ctx.user.id } })),
});

export const adminRedeemRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.money })
    .input(listRedeemRequestsInputSchema)
    .output(z.object({ requests: z.array(adminRedeemRequestViewSchema), total: z.number().int(), pendingCount: z.number().int() }))
    .query(({ ctx, input }) => listRedeemRequests(ctx.deps, input)),
  complete: adminProcedure.meta({ admins: ACCESS.money })
    .input(completeRedeemRequestInputSchema)
    .output(redeemRequestViewSchema)
    .mutation(({ ctx, input }) => resolveRedeemRequest(ctx.deps, { id: input.id, adminId: ctx.admin.id, resolution: { outcome: 'completed', code: input.code } })),
  /** The whole code of a completed request, audited (decision 029); answers carry its last 4 only. */
  revealCode: adminProcedure.meta({ admins: ACCESS.money })
    .input(redeemRequestIdInputSchema)
    .output(revealedCodeSchema)
    .mutation(({ ctx, input }) => revealWithdrawalCode(ctx.deps, { id: input.id, by: { adminId: ctx.admin.id } })),
  reject: adminProcedure.meta({ admins: ACCESS.money })
    .input(rejectRedeemRequestInputSchema)
    .output(redeemRequestViewSchema)
    .mutation(({ ctx, input }) => resolveRedeemRequest(ctx.deps, { id: input.id, adminId: ctx.admin.id, resolution: { outcome: 'rejected', reason: input.reason } })),
  options: adminProcedure.meta({ admins: ACCESS.money }).output(z.array(withdrawalOptionSchema)).query(({ ctx }) => listWithdrawalOptions(ctx.deps)),
  updateOption: adminProcedure.meta({ admins: ACCESS.money })
    .input(updateWithdrawalOptionInputSchema)
    .output(withdrawalOptionSchema)
    .mutation(({ ctx, input }) => updateWithdrawalOption(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
