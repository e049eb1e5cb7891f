import { SiteSetting } from '../../../db/entities';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import type { AppConfig } from '../../config';
import { ALL_CAPABILITIES_OFF, BUILT_CAPABILITIES, CAPABILITIES, type CapabilitySwitches } from '#contract/capabilities/schemas';

export const CAPABILITIES_SETTING_KEY = 'capabilities';

/** The stored switches until their setting changes (kept by its key, which is the setting's). */
const CAPABILITY_SWITCHES = new CachedRead<void, CapabilitySwitches, Pick<Deps, 'em' | 'caches'>>({
  name: 'capability switches',
  key: () => CAPABILITIES_SETTING_KEY,
  read: (deps) => readCapabilities(deps),
  maxEntries: 1,
  forgetOn: { setting: 'entry' },
  public: true,
});

/**
 * Only switches this build knows count: a newer version's or hand-edited value never switches on a
 * screen that does not exist (decision 010).
 */
export async function getCapabilities(deps: Pick<Deps, 'em' | 'caches'>): Promise<CapabilitySwitches> {
  return { ...(await CAPABILITY_SWITCHES.get(deps, undefined)) };
}

async function readCapabilities(deps: Pick<Deps, 'em'>): Promise<CapabilitySwitches> {
  const row = await deps.em.findOne(SiteSetting, { key: CAPABILITIES_SETTING_KEY });
  const stored = (row?.value && typeof row.value === 'object' ? row.value : {}) as Record<string, unknown>;
  const switches = { ...ALL_CAPABILITIES_OFF };
  for (const capability of CAPABILITIES) switches[capability] = stored[capability] === true && BUILT_CAPABILITIES.includes(capability);
  return switches;
}

/**
 * What the public is offered: a switch that is on and whose capability can work on this installation. VIP
 * needs payments (the Razorpay keys): while they are missing it is offered nowhere — no card, no link, its
 * routes not found, its procedures refused — rather than a ₹29 offer that ends in "not configured".
 */
export function offeredCapabilities(switches: CapabilitySwitches, config: Pick<AppConfig, 'razorpay'>): CapabilitySwitches {
  return { ...switches, vip: switches.vip && config.razorpay !== null };
}

export async function getOfferedCapabilities(deps: Pick<Deps, 'em' | 'caches' | 'config'>): Promise<CapabilitySwitches> {
  return offeredCapabilities(await getCapabilities(deps), deps.config);
}
