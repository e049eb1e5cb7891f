import type { Deps } from '../modules/deps';
import { CAPABILITIES_SETTING_KEY, getCapabilities } from '../modules/capabilities';
import type { Capability } from '#contract/capabilities/schemas';
import { writeSetting } from '../modules/settings';
import { claimSeed } from './content';

/** A development start switches a built capability on once per installation (`seed:<capability>-on`); production leaves it to an admin (decision 010). */
export async function switchOnInDevelopment(deps: Deps, capability: Capability): Promise<void> {
  if (deps.config.env !== 'development') return;
  await deps.em.transactional(async (em) => {
    if (!(await claimSeed(em, `seed:${capability}-on`, deps.clock.now()))) return;
    const switches = await getCapabilities({ em });
    await writeSetting({ ...deps, em }, CAPABILITIES_SETTING_KEY, { ...switches, [capability]: true });
    await em.flush();
  });
}
