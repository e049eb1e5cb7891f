import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { getContentSettings } from './get-content-settings';
import { SETTING_KEYS, type SponsoredPartner } from '#contract/settings/schemas';
import { writeSetting } from './write-setting';

/** Replaces the whole list (order kept): the public "Related services" block shows exactly these. */
export async function updateSponsoredPartners(deps: Deps, input: { partners: SponsoredPartner[]; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const before = await writeSetting({ ...deps, em }, SETTING_KEYS.sponsoredPartners, input.partners);
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: 'settings.sponsored-partners',
      targetType: 'setting',
      targetId: SETTING_KEYS.sponsoredPartners,
      before,
      after: input.partners,
    });
    await em.flush();
    return getContentSettings({ em });
  });
}
