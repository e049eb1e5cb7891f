import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { listUsers } from './list-users';
import { adminUserSchema, listUsersInputSchema, toggleUserBlockInputSchema } from '#contract/users/schemas';
import { toggleUserBlock } from './toggle-user-block';

export const adminUsersRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.usersRead })
    .input(listUsersInputSchema)
    .output(z.object({ users: z.array(adminUserSchema), matching: z.number().int(), totalUsers: z.number().int(), page: z.number().int(), pageSize: z.number().int() }))
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),
  // Support blocks with a reason (the role spec); only a REST call (the original's body-less one, decision 048) may leave it out.
  toggleBlock: adminProcedure
    .meta({ admins: ACCESS.support })
    .input(toggleUserBlockInputSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => toggleUserBlock(ctx.deps, { id: input.id, adminId: ctx.admin.id, reason: input.reason, legacyWithoutReason: ctx.request.client === 'api' })),
});
