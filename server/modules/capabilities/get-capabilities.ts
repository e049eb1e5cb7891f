import { SiteSetting } from '../../../db/entities';
import { SETTING_TOPIC } from '../cache/site-cache';
import type { Deps } from '../deps';
import { ALL_CAPABILITIES_OFF, BUILT_CAPABILITIES, CAPABILITIES, type CapabilitySwitches } from '#contract/capabilities/schemas';

export const CAPABILITIES_SETTING_KEY = 'capabilities';

/**
 * Which capabilities are on. A stored switch counts only for a capability this build has: a
 * value left by a newer version, or edited by hand, never switches on a screen that does not exist.
 * With the server's site cache (requests) the switches come from memory until they change
 * (migration 0026); without it (a transaction about to change them, jobs, scripts) from the database.
 */
export async function getCapabilities(deps: Pick<Deps, 'em' | 'siteCache'>): Promise<CapabilitySwitches> {
  if (!deps.siteCache) return readCapabilities(deps);
  return { ...(await deps.siteCache.get(SETTING_TOPIC, CAPABILITIES_SETTING_KEY, () => readCapabilities(deps))) };
}

async function readCapabilities(deps: Pick<Deps, 'em'>): Promise<CapabilitySwitches> {
  const row = await deps.em.findOne(SiteSetting, { key: CAPABILITIES_SETTING_KEY });
  const stored = (row?.value && typeof row.value === 'object' ? row.value : {}) as Record<string, unknown>;
  const switches = { ...ALL_CAPABILITIES_OFF };
  for (const capability of CAPABILITIES) switches[capability] = stored[capability] === true && BUILT_CAPABILITIES.includes(capability);
  return switches;
}
