import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteSetting } from '../../../db/entities';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { DEFAULT_REFERRAL_SETTINGS, referralSettingsSchema, type ReferralSettings } from '#contract/referrals/schemas';

/** The admin's amounts and limits, or the defaults while none were saved (or a saved value no longer parses). */
export async function getReferralSettings(deps: { em: EntityManager }): Promise<ReferralSettings> {
  const row = await deps.em.findOne(SiteSetting, { key: SETTING_KEYS.referrals });
  const parsed = referralSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_REFERRAL_SETTINGS;
}

/** The settings as every page's site.info shows them: until their setting changes (kept by its key, which is the setting's). */
export const SHOWN_REFERRAL_SETTINGS = new CachedRead<void, ReferralSettings, Pick<Deps, 'em' | 'caches'>>({
  name: 'referral settings',
  key: () => SETTING_KEYS.referrals,
  read: (deps) => getReferralSettings(deps),
  maxEntries: 1,
  forgetOn: { setting: 'entry' },
  public: true,
});
