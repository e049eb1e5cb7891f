import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { getPage } from './get-page';
import { listPages } from './list-pages';
import { adminPageSchema, getPageInputSchema, pageSchema, updatePageInputSchema } from '#contract/content/schemas';
import { updatePage } from './update-page';

export const pagesRouter = router({
  // In the request's language (decision 015: the visitor's choice, else the browser's), like the rest of the site.
  get: publicProcedure.input(getPageInputSchema).output(pageSchema).query(({ ctx, input }) => getPage(ctx.deps, { ...input, locale: ctx.request.locale })),
});

export const adminPagesRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.content }).output(z.array(adminPageSchema)).query(({ ctx }) => listPages(ctx.deps)),
  update: adminProcedure.meta({ admins: ACCESS.content })
    .input(updatePageInputSchema)
    .output(adminPageSchema)
    .mutation(({ ctx, input }) => updatePage(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
