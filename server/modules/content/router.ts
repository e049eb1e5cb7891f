import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { getPage } from './get-page';
import { listPages } from './list-pages';
import { getPageInputSchema, pageSchema, updatePageInputSchema } from './schemas';
import { updatePage } from './update-page';

export const pagesRouter = router({
  get: publicProcedure.input(getPageInputSchema).output(pageSchema).query(({ ctx, input }) => getPage(ctx.deps, input)),
});

export const adminPagesRouter = router({
  list: adminProcedure.output(z.array(pageSchema)).query(({ ctx }) => listPages(ctx.deps)),
  update: adminProcedure
    .input(updatePageInputSchema)
    .output(pageSchema)
    .mutation(({ ctx, input }) => updatePage(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
