import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { writeSetting } from '../settings';
import { sql } from '../sql';
import { CAPABILITIES_SETTING_KEY, getCapabilities } from './get-capabilities';
import { BUILT_CAPABILITIES, type SetCapabilityInput } from '#contract/capabilities/schemas';

export async function setCapability(deps: Deps, input: SetCapabilityInput & { adminId: string }) {
  if (input.enabled && !BUILT_CAPABILITIES.includes(input.capability)) throw refuse('capabilities.not-built', { capability: input.capability });
  return deps.em.transactional(async (em) => {
    // The switches are one stored value: two admins switching two capabilities at once must not
    // each write back what they read, or one switch is lost. The row (made if missing) is locked first.
    await sql(em, `insert into site_settings (key, value, updated_at) values (?, '{}', ?) on conflict (key) do nothing`, [CAPABILITIES_SETTING_KEY, deps.clock.now()]);
    await sql(em, `select 1 from site_settings where key = ? for update`, [CAPABILITIES_SETTING_KEY]);
    const current = await getCapabilities({ em });
    const after = { ...current, [input.capability]: input.enabled };
    const before = await writeSetting({ ...deps, em }, CAPABILITIES_SETTING_KEY, after);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'settings.capability', targetType: 'setting', targetId: CAPABILITIES_SETTING_KEY, before, after });
    await em.flush();
    return after;
  });
}
