import { z } from 'zod';
import { router, userProcedure } from '../../trpc/init';
import { rateLimit } from '../../trpc/rate-limit';
import { pushStateSchema, pushSubscriptionInputSchema, pushUnsubscribeInputSchema, setReminderInputSchema } from '#contract/push/schemas';
import { PUSH_RATE_LIMITS } from './rate-limits';
import { getPushState, setClaimReminder } from './reminder';
import { deletePushSubscription, savePushSubscription } from './save-push-subscription';

/** A signed-in person's devices for Web Push and their daily-claim reminder (issue 30, decision 042). */
export const pushRouter = router({
  state: userProcedure.output(pushStateSchema).query(({ ctx }) => getPushState(ctx.deps, ctx.user.id)),
  subscribe: userProcedure
    .input(pushSubscriptionInputSchema)
    .output(z.object({ endpoint: z.string() }))
    .use(rateLimit(PUSH_RATE_LIMITS.changesPerUser))
    .mutation(({ ctx, input }) => savePushSubscription(ctx.deps, { userId: ctx.user.id, subscription: input })),
  unsubscribe: userProcedure
    .input(pushUnsubscribeInputSchema)
    .output(z.object({ endpoint: z.string() }))
    .use(rateLimit(PUSH_RATE_LIMITS.changesPerUser))
    .mutation(({ ctx, input }) => deletePushSubscription(ctx.deps, { userId: ctx.user.id, endpoint: input.endpoint })),
  setReminder: userProcedure
    .input(setReminderInputSchema)
    .output(z.object({ reminderTime: z.string().nullable() }))
    .use(rateLimit(PUSH_RATE_LIMITS.changesPerUser))
    .mutation(({ ctx, input }) => setClaimReminder(ctx.deps, { userId: ctx.user.id, minuteOfDay: input.time })),
});
