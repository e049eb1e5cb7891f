import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { createCatalogueItem } from './create-catalogue-item';
import { deleteCatalogueItem } from './delete-catalogue-item';
import { getCatalogueItem } from './get-catalogue-item';
import { listAdminCatalogue } from './list-admin-catalogue';
import { listCatalogue } from './list-catalogue';
import {
  adminCatalogueItemSchema,
  catalogueIdInputSchema,
  catalogueListSchema,
  createCatalogueItemInputSchema,
  listAdminCatalogueInputSchema,
  listCatalogueInputSchema,
  setCatalogueLockInputSchema,
  setCatalogueStatusInputSchema,
  updateCatalogueItemInputSchema,
} from '#contract/catalogue/schemas';
import { setCatalogueLock } from './set-catalogue-lock';
import { setCatalogueStatus } from './set-catalogue-status';
import { updateCatalogueItem } from './update-catalogue-item';

export const catalogueRouter = router({
  // In the request's language (decision 037), like the pages.
  list: publicProcedure.input(listCatalogueInputSchema).output(catalogueListSchema).query(({ ctx, input }) => listCatalogue(ctx.deps, { ...input, locale: ctx.request.locale })),
});

export const adminCatalogueRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.content })
    .input(listAdminCatalogueInputSchema)
    .output(z.object({ items: z.array(adminCatalogueItemSchema), matching: z.number().int(), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }))
    .query(({ ctx, input }) => listAdminCatalogue(ctx.deps, input)),
  get: adminProcedure.meta({ admins: ACCESS.content }).input(catalogueIdInputSchema).output(adminCatalogueItemSchema).query(({ ctx, input }) => getCatalogueItem(ctx.deps, input)),
  create: adminProcedure.meta({ admins: ACCESS.content }).input(createCatalogueItemInputSchema).output(adminCatalogueItemSchema).mutation(({ ctx, input }) => createCatalogueItem(ctx.deps, { ...input, adminId: ctx.admin.id })),
  update: adminProcedure.meta({ admins: ACCESS.content }).input(updateCatalogueItemInputSchema).output(adminCatalogueItemSchema).mutation(({ ctx, input }) => updateCatalogueItem(ctx.deps, { ...input, adminId: ctx.admin.id })),
  setStatus: adminProcedure.meta({ admins: ACCESS.content })
    .input(setCatalogueStatusInputSchema)
    .output(adminCatalogueItemSchema)
    .mutation(({ ctx, input }) => setCatalogueStatus(ctx.deps, { ...input, adminId: ctx.admin.id })),
  setLock: adminProcedure.meta({ admins: ACCESS.content }).input(setCatalogueLockInputSchema).output(adminCatalogueItemSchema).mutation(({ ctx, input }) => setCatalogueLock(ctx.deps, { ...input, adminId: ctx.admin.id })),
  delete: adminProcedure.meta({ admins: ACCESS.content })
    .input(catalogueIdInputSchema)
    .output(z.object({ ok: z.literal(true), id: z.string() }))
    .mutation(({ ctx, input }) => deleteCatalogueItem(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
