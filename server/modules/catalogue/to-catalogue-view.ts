import type { CatalogueItem } from '../../../db/entities';
import type { Locale } from '#contract/i18n/locales';
import { inReaderLanguage } from '#contract/i18n/stored-text';
import type { AdminCatalogueItemView, CatalogueItemView } from '#contract/catalogue/schemas';

/** What visitors see, in their language where the item has a Hindi text. A locked item's links are withheld: the reason is shown instead. */
export function toCatalogueView(item: CatalogueItem, locale: Locale): CatalogueItemView {
  const title = inReaderLanguage(item.title, item.titleHi, locale);
  const lockReason = inReaderLanguage(item.lockReason ?? '', item.lockReasonHi, locale);
  return {
    id: item.id,
    title: title.text,
    status: item.status,
    date: item.date,
    month: item.date.slice(0, 7),
    downloadLink: item.isLocked ? null : item.downloadLink,
    downloadLink2: item.isLocked ? null : (item.downloadLink2 ?? null),
    videoLink: item.videoLink,
    referCode: item.referCode ?? null,
    isWebsite: item.isWebsite,
    isDualApp: Boolean(item.downloadLink2),
    isLocked: item.isLocked,
    lockReason: item.isLocked ? lockReason.text || null : null,
    lang: { title: title.lang, lockReason: lockReason.lang },
  };
}

/** Everything, in both languages, for the admin origin (including the links of locked items and the stored reasons). */
export function toAdminCatalogueView(item: CatalogueItem): AdminCatalogueItemView {
  const { lang: _lang, ...english } = toCatalogueView(item, 'en');
  return {
    ...english,
    titleHi: item.titleHi,
    downloadLink: item.downloadLink,
    downloadLink2: item.downloadLink2 ?? null,
    lockReason: item.lockReason ?? null,
    lockReasonHi: item.lockReasonHi,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The fields the audit log keeps for before/after. */
export function auditFields(item: CatalogueItem) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toAdminCatalogueView(item);
  return fields;
}
