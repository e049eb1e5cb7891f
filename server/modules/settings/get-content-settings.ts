import { SiteSetting } from '../../../db/entities';
import type { Deps } from '../deps';
import { adSettingsSchema, SETTING_KEYS, sponsoredPartnersSchema, type ContentSettings } from '#contract/settings/schemas';

/**
 * Ad client id and sponsored partners. Each stored value is checked by its schema on read as well:
 * a value that no longer fits (edited by hand, older format) counts as "not configured", so the
 * site shows no ads and no partners rather than something broken.
 */
export async function getContentSettings(deps: Pick<Deps, 'em'>): Promise<ContentSettings> {
  const rows = await deps.em.find(SiteSetting, { key: { $in: [SETTING_KEYS.ads, SETTING_KEYS.sponsoredPartners] } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const ads = adSettingsSchema.safeParse(byKey.get(SETTING_KEYS.ads)?.value);
  const partners = sponsoredPartnersSchema.safeParse({ partners: byKey.get(SETTING_KEYS.sponsoredPartners)?.value });
  const updatedAt = rows.reduce<Date | null>((latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest), null);
  return {
    adClientId: ads.success ? ads.data.adClientId : null,
    sponsoredPartners: partners.success ? partners.data.partners : [],
    updatedAt,
  };
}
