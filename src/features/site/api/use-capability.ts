import type { Capability } from '#contract/capabilities/schemas';
import { useSiteInfo } from './use-site-info';

/**
 * Whether a capability is on (product spec §1.8: nothing on screen mentions one that is off).
 * Until `site.info` has answered — loading, or failed — every capability counts as off, so a
 * screen never flashes a promise it then takes back. The answer is a function so one call serves
 * a list of cards that each name their own capability.
 */
export function useCapabilities(): (capability: Capability) => boolean {
  const switches = useSiteInfo().data?.capabilities;
  return (capability) => switches?.[capability] === true;
}

export function useCapability(capability: Capability): boolean {
  return useCapabilities()(capability);
}
