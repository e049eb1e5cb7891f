import { z } from 'zod';
import { adminProcedure, router, userProcedure, verifiedUserProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { requireCapability } from '../../trpc/require-capability';
import { RATE_LIMITS } from '../rate-limit';
import { createVipOrder } from './create-vip-order';
import { getVipStatus } from './get-vip-status';
import { listVipPayments } from './list-vip-payments';
import { redeemVipCode } from './redeem-vip-code';
import { refundVipPayment } from './refund-vip-payment';
import {
  adminVipPaymentSchema,
  createVipOrderInputSchema,
  listVipPaymentsInputSchema,
  redeemVipCodeOutputSchema,
  refundVipPaymentInputSchema,
  verifyVipPaymentInputSchema,
  vipCheckoutOrderSchema,
  vipMembershipSchema,
  vipStatusSchema,
} from '#contract/vip/schemas';
import { verifyVipPayment } from './verify-vip-payment';

const vipOn = requireCapability('vip');

/** `/vip-purchase` and `/vip-giveaway` (issue 19), only while VIP is on. */
export const vipRouter = router({
  status: userProcedure
    .use(vipOn)
    .output(vipStatusSchema)
    .query(({ ctx }) => getVipStatus(ctx.deps, ctx.user.id)),
  createOrder: verifiedUserProcedure
    .use(vipOn)
    .input(createVipOrderInputSchema)
    .output(vipCheckoutOrderSchema)
    .use(rateLimit(RATE_LIMITS.vipOrderPerUser))
    .mutation(({ ctx, input }) => createVipOrder(ctx.deps, { ...input, userId: ctx.user.id })),
  verify: verifiedUserProcedure
    .use(vipOn)
    .input(verifyVipPaymentInputSchema)
    .output(vipMembershipSchema)
    .mutation(({ ctx, input }) => verifyVipPayment(ctx.deps, { ...input, userId: ctx.user.id })),
  redeemCode: verifiedUserProcedure
    .use(vipOn)
    .output(redeemVipCodeOutputSchema)
    .use(rateLimit(RATE_LIMITS.promoPerUser, RATE_LIMITS.promoPerIp))
    .mutation(({ ctx }) => redeemVipCode(ctx.deps, ctx.user.id)),
});

/** The admin's VIP tab: payments and refunds, whether VIP is on or off (a refund may be owed after switching it off). */
export const adminVipRouter = router({
  payments: adminProcedure.meta({ admins: ACCESS.money })
    .input(listVipPaymentsInputSchema)
    .output(z.object({ payments: z.array(adminVipPaymentSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listVipPayments(ctx.deps, input)),
  refund: adminProcedure.meta({ admins: ACCESS.money })
    .input(refundVipPaymentInputSchema)
    .output(adminVipPaymentSchema)
    .mutation(({ ctx, input }) => refundVipPayment(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
