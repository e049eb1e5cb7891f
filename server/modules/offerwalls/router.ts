import { z } from 'zod';
import { adminProcedure, router, userProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { requireCapability } from '../../trpc/require-capability';
import { listEnabledOfferwalls } from './list-enabled-offerwalls';
import { listOfferwallProviders } from './list-offerwall-providers';
import { adminOfferwallProviderSchema, enabledOfferwallSchema, updateOfferwallProviderInputSchema } from '#contract/offerwalls/schemas';
import { updateOfferwallProvider } from './update-offerwall-provider';

/** The walls /task shows the signed-in user (issue 18); answers only while the capability is on. */
export const offerwallsRouter = router({
  enabled: userProcedure
    .use(requireCapability('offerwalls'))
    .output(z.array(enabledOfferwallSchema))
    .query(({ ctx }) => listEnabledOfferwalls(ctx.deps, ctx.user.id)),
});

/** The providers' settings: the secret write-only, every change audited. */
export const adminOfferwallsRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.ownerOnly }).output(z.array(adminOfferwallProviderSchema)).query(({ ctx }) => listOfferwallProviders(ctx.deps)),
  update: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(updateOfferwallProviderInputSchema)
    .output(adminOfferwallProviderSchema)
    .mutation(({ ctx, input }) => updateOfferwallProvider(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
