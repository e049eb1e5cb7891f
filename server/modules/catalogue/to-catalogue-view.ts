import type { CatalogueItem } from '../../../db/entities';
import type { AdminCatalogueItemView, CatalogueItemView } from '#contract/catalogue/schemas';

/** What visitors see. A locked item's links are withheld: the reason is shown instead. */
export function toCatalogueView(item: CatalogueItem): CatalogueItemView {
  return {
    id: item.id,
    title: item.title,
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
    lockReason: item.isLocked ? (item.lockReason ?? null) : null,
  };
}

/** Everything, for the admin origin (including the links of locked items and the stored reason). */
export function toAdminCatalogueView(item: CatalogueItem): AdminCatalogueItemView {
  return {
    ...toCatalogueView(item),
    downloadLink: item.downloadLink,
    downloadLink2: item.downloadLink2 ?? null,
    lockReason: item.lockReason ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The fields the audit log keeps for before/after. */
export function auditFields(item: CatalogueItem) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toAdminCatalogueView(item);
  return fields;
}
