import type { Capability } from '#contract/capabilities/schemas';
import { useSiteInfo } from './use-site-info';

/**
 * Whether a capability is on (spec §1.8): off until `site.info` answers, so no screen flashes a
 * promise it takes back. A function, so one call serves cards that each name their own.
 */
export function useCapabilities(): (capability: Capability) => boolean {
  const switches = useSiteInfo().data?.capabilities;
  return (capability) => switches?.[capability] === true;
}

export function useCapability(capability: Capability): boolean {
  return useCapabilities()(capability);
}
