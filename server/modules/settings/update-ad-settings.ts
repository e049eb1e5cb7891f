import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { getContentSettings } from './get-content-settings';
import { SETTING_KEYS, type AdSettings } from '#contract/settings/schemas';
import { writeSetting } from './write-setting';

export async function updateAdSettings(deps: Deps, input: AdSettings & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const value = { adClientId: input.adClientId };
    const before = await writeSetting({ ...deps, em }, SETTING_KEYS.ads, value);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'settings.ads', targetType: 'setting', targetId: SETTING_KEYS.ads, before, after: value });
    await em.flush();
    return getContentSettings({ em });
  });
}
