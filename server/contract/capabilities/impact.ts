import { z } from 'zod';
import { CAPABILITIES, type Capability } from './names';

/**
 * What switching a capability off touches right now (issue 31 §3, decision 048): one count per
 * capability of the work or people it leaves waiting, so the switch's confirmation states it.
 */
export const capabilityImpactSchema = z.strictObject(
  Object.fromEntries(CAPABILITIES.map((capability) => [capability, z.number().int().nonnegative()])) as Record<Capability, z.ZodNumber>,
);
export type CapabilityImpact = z.infer<typeof capabilityImpactSchema>;

/**
 * The public pages each capability's switch guards (the routes whose guard is
 * `requireCapability(context, '<name>')`; a unit test keeps this list equal to them). While it is
 * off they answer as not found, and every link, tile and banner to them disappears (decision 010).
 */
export const CAPABILITY_PAGES: Record<Capability, readonly string[]> = {
  store: ['/redeem', '/diamonds', '/generator', '/success'],
  referrals: ['/invite'],
  tasks: ['/task/…', '/success'],
  vip: ['/vip-purchase', '/vip-giveaway'],
  offerwalls: [],
};
