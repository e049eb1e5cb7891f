import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { writeSetting } from '../settings';
import { SETTING_KEYS } from '#contract/settings/schemas';
import type { ReferralSettings } from '#contract/referrals/schemas';
import { lowers, noticeRequiredParams, REFERRAL_REWARD_FIELDS } from '#contract/changes/rules';
import { refuse } from '#contract/errors';
import { getReferralSettings } from './get-referral-settings';

export async function updateReferralSettings(deps: Deps, input: ReferralSettings & { adminId: string }): Promise<ReferralSettings> {
  const { adminId, ...settings } = input;
  await deps.em.transactional(async (em) => {
    // A lower reward is announced first (decision 044): scheduled, never saved here; the other settings apply at once.
    const current = await getReferralSettings({ em });
    if (REFERRAL_REWARD_FIELDS.some((field) => lowers(current[field], settings[field]))) throw refuse('changes.notice-required', noticeRequiredParams(deps.clock.now()));
    const before = await writeSetting({ ...deps, em }, SETTING_KEYS.referrals, settings);
    recordAudit({ ...deps, em }, { adminId, action: 'referrals.settings', targetType: 'setting', targetId: SETTING_KEYS.referrals, before, after: settings });
    await em.flush();
  });
  return settings;
}
