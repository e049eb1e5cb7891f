import { z } from 'zod';
import {
  adminAppealSchema,
  answerAppealInputSchema,
  appealFiguresSchema,
  blockedAccountAppealInputSchema,
  createAppealInputSchema,
  heldItemSchema,
  listAppealsInputSchema,
  myHeldItemsSchema,
} from '#contract/appeals/schemas';
import { adminProcedure, publicProcedure, router, userProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import { answerAppeal } from './answer-appeal';
import { createAppeal, createBlockedAccountAppeal } from './create-appeal';
import { getAppealFigures } from './get-appeal-figures';
import { listAppeals } from './list-appeals';
import { listMyHeldItems } from './list-my-held-items';

/** `/reviews` and the sign-in page's review form for a blocked account (issue 30, decision 043). */
export const appealsRouter = router({
  mine: userProcedure.output(myHeldItemsSchema).query(({ ctx }) => listMyHeldItems(ctx.deps, ctx.user.id)),
  create: userProcedure
    .input(createAppealInputSchema)
    .output(heldItemSchema)
    .use(rateLimit(RATE_LIMITS.appealPerUser))
    .mutation(({ ctx, input }) => createAppeal(ctx.deps, { ...input, userId: ctx.user.id })),
  blockedAccount: publicProcedure
    .input(blockedAccountAppealInputSchema)
    .output(z.object({ createdAt: z.date() }))
    .use(rateLimit(RATE_LIMITS.blockedAppealPerIp, RATE_LIMITS.blockedAppealPerEmail))
    .mutation(({ ctx, input }) => createBlockedAccountAppeal(ctx.deps, input)),
  figures: publicProcedure.output(appealFiguresSchema).query(({ ctx }) => getAppealFigures(ctx.deps)),
});

/** The admin's Appeals tab: the queue and its answers, each answer audited and e-mailed. */
export const adminAppealsRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.support }).input(listAppealsInputSchema).output(z.array(adminAppealSchema)).query(({ ctx, input }) => listAppeals(ctx.deps, input)),
  answer: adminProcedure.meta({ admins: ACCESS.support }).input(answerAppealInputSchema).output(adminAppealSchema).mutation(({ ctx, input }) => answerAppeal(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
