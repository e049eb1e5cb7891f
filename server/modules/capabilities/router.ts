import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { getCapabilities } from './get-capabilities';
import { adminCapabilitySchema, BUILT_CAPABILITIES, CAPABILITIES, CAPABILITY_NAMES, setCapabilityInputSchema, type CapabilitySwitches } from '#contract/capabilities/schemas';
import { setCapability } from './set-capability';

function toAdminList(switches: CapabilitySwitches) {
  return CAPABILITIES.map((capability) => ({ capability, name: CAPABILITY_NAMES[capability], enabled: switches[capability], built: BUILT_CAPABILITIES.includes(capability) }));
}

export const adminCapabilitiesRouter = router({
  list: adminProcedure.output(z.array(adminCapabilitySchema)).query(async ({ ctx }) => toAdminList(await getCapabilities(ctx.deps))),
  set: adminProcedure
    .input(setCapabilityInputSchema)
    .output(z.array(adminCapabilitySchema))
    .mutation(async ({ ctx, input }) => toAdminList(await setCapability(ctx.deps, { ...input, adminId: ctx.admin.id }))),
});
