import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { listUsers } from './list-users';
import { adminUserSchema, listUsersInputSchema, toggleUserBlockInputSchema } from '#contract/users/schemas';
import { toggleUserBlock } from './toggle-user-block';

export const adminUsersRouter = router({
  list: adminProcedure
    .input(listUsersInputSchema)
    .output(z.object({ users: z.array(adminUserSchema), matching: z.number().int(), totalUsers: z.number().int(), page: z.number().int(), pageSize: z.number().int() }))
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),
  toggleBlock: adminProcedure
    .input(toggleUserBlockInputSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => toggleUserBlock(ctx.deps, { id: input.id, adminId: ctx.admin.id })),
});
