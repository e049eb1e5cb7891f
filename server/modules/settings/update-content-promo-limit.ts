import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { getContentSettings } from './get-content-settings';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { writeSetting } from './write-setting';

/** The owner's limit on what a content admin may create in one promo code (decision 046). */
export async function updateContentPromoLimit(deps: Deps, input: { contentPromoLimitPaise: number; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const value = { contentPromoLimitPaise: input.contentPromoLimitPaise };
    const before = await writeSetting({ ...deps, em }, SETTING_KEYS.contentPromoLimit, value);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'settings.content-promo-limit', targetType: 'setting', targetId: SETTING_KEYS.contentPromoLimit, before, after: value });
    await em.flush();
    return getContentSettings({ em });
  });
}
