import { z } from 'zod';
import { CAPABILITIES, CAPABILITY_NAMES, type Capability } from './names';

export { CAPABILITIES, CAPABILITY_NAMES, type Capability } from './names';

/** Capabilities built in this build: only these can be switched on (an unbuilt one would be a promise nothing keeps). */
export const BUILT_CAPABILITIES: readonly Capability[] = ['store', 'referrals', 'tasks', 'offerwalls', 'vip'];

export const capabilitySwitchesSchema = z.strictObject(
  Object.fromEntries(CAPABILITIES.map((capability) => [capability, z.boolean()])) as Record<Capability, z.ZodBoolean>,
);
export type CapabilitySwitches = z.infer<typeof capabilitySwitchesSchema>;

export const ALL_CAPABILITIES_OFF: CapabilitySwitches = Object.fromEntries(CAPABILITIES.map((capability) => [capability, false])) as CapabilitySwitches;

export const setCapabilityInputSchema = z.strictObject({
  capability: z.enum(CAPABILITIES, { message: `Capability must be one of: ${CAPABILITIES.join(', ')}` }),
  enabled: z.boolean({ message: 'Enabled must be true or false' }),
});
export type SetCapabilityInput = z.infer<typeof setCapabilityInputSchema>;

export const adminCapabilitySchema = z.object({
  capability: z.enum(CAPABILITIES),
  name: z.string(),
  enabled: z.boolean(),
  /** What the public sees: false while it is off, or on but unable to work here (VIP without payments configured). */
  offered: z.boolean(),
  /** False while this build has no screens for it: it cannot be switched on. */
  built: z.boolean(),
});

export const CAPABILITY_MESSAGES = {
  notBuilt: (capability: Capability) => `${CAPABILITY_NAMES[capability]} is not available in this version yet`,
  off: (capability: Capability) => `${CAPABILITY_NAMES[capability]} is not available right now`,
} as const;
