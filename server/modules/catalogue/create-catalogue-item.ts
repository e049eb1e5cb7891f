import { CatalogueItem } from '../../../db/entities';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import type { CatalogueFields } from '#contract/catalogue/schemas';
import { auditFields, toAdminCatalogueView } from './to-catalogue-view';

export async function createCatalogueItem(deps: Deps, input: CatalogueFields & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const { adminId, titleHi = '', lockReasonHi = '', ...fields } = input;
    const item = em.create(CatalogueItem, { ...fields, titleHi, lockReasonHi, createdAt: now, updatedAt: now });
    await em.flush();
    recordAudit({ ...deps, em }, { adminId, action: 'catalogue.create', targetType: 'catalogue-item', targetId: item.id, after: auditFields(item) });
    await em.flush();
    announceChange(em, 'catalogue');
    return toAdminCatalogueView(item);
  });
}
