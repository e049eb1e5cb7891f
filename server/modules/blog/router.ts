import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { getAdminPost } from './get-admin-post';
import { getPost } from './get-post';
import { listAdminPosts } from './list-admin-posts';
import { listPosts } from './list-posts';
import { previewMarkdown } from './preview-markdown';
import {
  adminBlogPostSchema,
  blogIdLookupSchema,
  blogPostSchema,
  blogPostSummarySchema,
  createBlogPostInputSchema,
  listBlogInputSchema,
  previewMarkdownInputSchema,
  setBlogPublishedInputSchema,
  updateBlogPostInputSchema,
} from '#contract/blog/schemas';
import { setPostPublished } from './set-post-published';
import { updatePost } from './update-post';

export const blogRouter = router({
  // In the request's language (decision 037), like the pages.
  list: publicProcedure.input(listBlogInputSchema).output(z.array(blogPostSummarySchema)).query(({ ctx, input }) => listPosts(ctx.deps, { ...input, locale: ctx.request.locale })),
  get: publicProcedure.input(blogIdLookupSchema).output(blogPostSchema).query(({ ctx, input }) => getPost(ctx.deps, { ...input, locale: ctx.request.locale })),
});

export const adminBlogRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.content }).output(z.array(adminBlogPostSchema)).query(({ ctx }) => listAdminPosts(ctx.deps)),
  get: adminProcedure.meta({ admins: ACCESS.content }).input(blogIdLookupSchema).output(adminBlogPostSchema).query(({ ctx, input }) => getAdminPost(ctx.deps, input)),
  create: adminProcedure.meta({ admins: ACCESS.content }).input(createBlogPostInputSchema).output(adminBlogPostSchema).mutation(({ ctx, input }) => createPost(ctx.deps, { ...input, adminId: ctx.admin.id })),
  update: adminProcedure.meta({ admins: ACCESS.content }).input(updateBlogPostInputSchema).output(adminBlogPostSchema).mutation(({ ctx, input }) => updatePost(ctx.deps, { ...input, adminId: ctx.admin.id })),
  setPublished: adminProcedure.meta({ admins: ACCESS.content })
    .input(setBlogPublishedInputSchema)
    .output(adminBlogPostSchema)
    .mutation(({ ctx, input }) => setPostPublished(ctx.deps, { ...input, adminId: ctx.admin.id })),
  delete: adminProcedure.meta({ admins: ACCESS.content })
    .input(blogIdLookupSchema)
    .output(z.object({ ok: z.literal(true), id: z.string() }))
    .mutation(({ ctx, input }) => deletePost(ctx.deps, { ...input, adminId: ctx.admin.id })),
  /** A mutation only because a Markdown body is too long for a GET URL; it changes nothing. */
  preview: adminProcedure.meta({ admins: ACCESS.content })
    .input(previewMarkdownInputSchema)
    .output(z.object({ html: z.string(), readTimeMinutes: z.number().int() }))
    .mutation(({ input }) => previewMarkdown(input)),
});
