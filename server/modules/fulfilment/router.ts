import { z } from 'zod';
import { ACCESS } from '#contract/admin-auth/access';
import {
  linkProviderProductInputSchema,
  providerCatalogueStatusSchema,
  searchProviderProductsInputSchema,
  searchProviderProductsOutputSchema,
  syncProviderCatalogueOutputSchema,
} from '#contract/provider-catalogue/schemas';
import { adminProcedure, router } from '../../trpc/init';
import { linkProviderProduct } from './link-provider-product';
import { providerCatalogueStatus } from './provider-catalogue-status';
import { searchProviderProducts } from './search-provider-products';
import { syncProviderCatalogue } from './sync-provider-catalogue';

/**
 * The gift-card provider's synced catalogue and the links to it (issue 33, decision 059): finance's, as
 * a link decides what money buys. `status` answers with no provider when none is connected; the others
 * then refuse with `provider-catalogue.not-configured`.
 */
export const adminProviderCatalogueRouter = router({
  status: adminProcedure.meta({ admins: ACCESS.money }).output(providerCatalogueStatusSchema).query(({ ctx }) => providerCatalogueStatus(ctx.deps)),
  sync: adminProcedure.meta({ admins: ACCESS.money }).output(syncProviderCatalogueOutputSchema).mutation(({ ctx }) => syncProviderCatalogue(ctx.deps, { adminId: ctx.admin.id })),
  search: adminProcedure.meta({ admins: ACCESS.money }).input(searchProviderProductsInputSchema).output(searchProviderProductsOutputSchema).query(({ ctx, input }) => searchProviderProducts(ctx.deps, input)),
  link: adminProcedure.meta({ admins: ACCESS.money }).input(linkProviderProductInputSchema).output(z.object({ linked: z.boolean() })).mutation(({ ctx, input }) => linkProviderProduct(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
