import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { writeSetting } from '../settings';
import { SETTING_KEYS } from '#contract/settings/schemas';
import type { ReferralSettings } from '#contract/referrals/schemas';

export async function updateReferralSettings(deps: Deps, input: ReferralSettings & { adminId: string }): Promise<ReferralSettings> {
  const { adminId, ...settings } = input;
  await deps.em.transactional(async (em) => {
    const before = await writeSetting({ ...deps, em }, SETTING_KEYS.referrals, settings);
    recordAudit({ ...deps, em }, { adminId, action: 'referrals.settings', targetType: 'setting', targetId: SETTING_KEYS.referrals, before, after: settings });
    await em.flush();
  });
  return settings;
}
