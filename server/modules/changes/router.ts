import { earliestEffectiveOn, DEVALUATION_NOTICE_DAYS } from '#contract/changes/rules';
import { adminChangeSchema, adminChangesSchema, changeIdInputSchema, changelogSchema, scheduleChangeInputSchema } from '#contract/changes/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { cancelChange } from './cancel-change';
import { getChangelog, listAdminChanges } from './list-changes';
import { scheduleChange } from './schedule-change';

/** The public changelog (decision 044): what is to come and what has applied; the product tile and the game page read their notice from it. */
export const changesRouter = router({
  list: publicProcedure.output(changelogSchema).query(({ ctx }) => getChangelog(ctx.deps)),
});

/** Scheduling and cancelling changes that give people less (decision 044); each audited. */
export const adminChangesRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.ownerOnly }).output(adminChangesSchema).query(async ({ ctx }) => ({
    changes: await listAdminChanges(ctx.deps),
    noticeDays: DEVALUATION_NOTICE_DAYS,
    earliestOn: earliestEffectiveOn(ctx.deps.clock.now()),
  })),
  schedule: adminProcedure.meta({ admins: ACCESS.ownerOnly }).input(scheduleChangeInputSchema).output(adminChangeSchema).mutation(({ ctx, input }) => scheduleChange(ctx.deps, { ...input, adminId: ctx.admin.id })),
  cancel: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(changeIdInputSchema)
    .output(adminChangeSchema)
    .mutation(({ ctx, input }) => cancelChange(ctx.deps, { id: input.id, adminId: ctx.admin.id })),
});

