import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteSetting } from '../../../db/entities';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { DEFAULT_REFERRAL_SETTINGS, referralSettingsSchema, type ReferralSettings } from '#contract/referrals/schemas';

/** The admin's amounts and limits, or the defaults while none were saved (or a saved value no longer parses). */
export async function getReferralSettings(deps: { em: EntityManager }): Promise<ReferralSettings> {
  const row = await deps.em.findOne(SiteSetting, { key: SETTING_KEYS.referrals });
  const parsed = referralSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_REFERRAL_SETTINGS;
}
