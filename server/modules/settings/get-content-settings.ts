import { SiteSetting } from '../../../db/entities';
import type { Deps } from '../deps';
import { adSettingsSchema, contentPromoLimitSchema, DEFAULT_CONTENT_PROMO_LIMIT_PAISE, SETTING_KEYS, sponsoredPartnersSchema, type ContentSettings } from '#contract/settings/schemas';

/** A stored value that no longer fits its schema counts as not configured: no ads rather than broken ones. */
export async function getContentSettings(deps: Pick<Deps, 'em'>): Promise<ContentSettings> {
  const rows = await deps.em.find(SiteSetting, { key: { $in: [SETTING_KEYS.ads, SETTING_KEYS.sponsoredPartners, SETTING_KEYS.contentPromoLimit] } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const ads = adSettingsSchema.safeParse(byKey.get(SETTING_KEYS.ads)?.value);
  const partners = sponsoredPartnersSchema.safeParse({ partners: byKey.get(SETTING_KEYS.sponsoredPartners)?.value });
  const updatedAt = rows.reduce<Date | null>((latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest), null);
  return {
    adClientId: ads.success ? ads.data.adClientId : null,
    sponsoredPartners: partners.success ? partners.data.partners : [],
    contentPromoLimitPaise: promoLimitOf(byKey.get(SETTING_KEYS.contentPromoLimit)?.value),
    updatedAt,
  };
}

/** The owner's limit on a content admin's promo codes; the default until one is set (or if the stored one no longer fits). */
export async function getContentPromoLimit(deps: Pick<Deps, 'em'>): Promise<number> {
  return promoLimitOf((await deps.em.findOne(SiteSetting, { key: SETTING_KEYS.contentPromoLimit }))?.value);
}

function promoLimitOf(value: unknown): number {
  const read = contentPromoLimitSchema.safeParse(value);
  return read.success ? read.data.contentPromoLimitPaise : DEFAULT_CONTENT_PROMO_LIMIT_PAISE;
}
