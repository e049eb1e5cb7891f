import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { getCapabilities, offeredCapabilities } from './get-capabilities';
import type { AppConfig } from '../../config';
import { adminCapabilitySchema, BUILT_CAPABILITIES, CAPABILITIES, CAPABILITY_NAMES, setCapabilityInputSchema, type CapabilitySwitches } from '#contract/capabilities/schemas';
import { setCapability } from './set-capability';
import { capabilityImpactSchema } from '#contract/capabilities/impact';
import { getCapabilityImpact } from './get-capability-impact';

function toAdminList(switches: CapabilitySwitches, config: Pick<AppConfig, 'razorpay'>) {
  const offered = offeredCapabilities(switches, config);
  return CAPABILITIES.map((capability) => ({ capability, name: CAPABILITY_NAMES[capability], enabled: switches[capability], offered: offered[capability], built: BUILT_CAPABILITIES.includes(capability) }));
}

export const adminCapabilitiesRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.everyAdmin }).output(z.array(adminCapabilitySchema)).query(async ({ ctx }) => toAdminList(await getCapabilities(ctx.deps), ctx.deps.config)),
  set: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(setCapabilityInputSchema)
    .output(z.array(adminCapabilitySchema))
    .mutation(async ({ ctx, input }) => toAdminList(await setCapability(ctx.deps, { ...input, adminId: ctx.admin.id }), ctx.deps.config)),
  /** What switching each one off would leave waiting, for the switch-off confirmation: the owner's alone, as the switch is. */
  impact: adminProcedure.meta({ admins: ACCESS.ownerOnly }).output(capabilityImpactSchema).query(({ ctx }) => getCapabilityImpact(ctx.deps)),
});
