import { LockMode } from '@mikro-orm/core';
import { CatalogueItem } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { type UpdateCatalogueItemInput } from '#contract/catalogue/schemas';
import { auditFields, toAdminCatalogueView } from './to-catalogue-view';

/**
 * Replaces every editable field (a Hindi one left out keeps its text, decision 037); the row is locked
 * so two admins' saves apply one after the other.
 */
export async function updateCatalogueItem(deps: Deps, input: UpdateCatalogueItemInput & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const item = await em.findOne(CatalogueItem, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!item) throw refuse('catalogue.not-found');
    const before = auditFields(item);
    const { adminId, id: _id, titleHi, lockReasonHi, ...fields } = input;
    em.assign(item, { ...fields, titleHi: titleHi ?? item.titleHi, lockReasonHi: lockReasonHi ?? item.lockReasonHi, updatedAt: deps.clock.now() });
    recordAudit({ ...deps, em }, { adminId, action: 'catalogue.update', targetType: 'catalogue-item', targetId: item.id, before, after: auditFields(item) });
    await em.flush();
    announceChange(em, 'catalogue');
    return toAdminCatalogueView(item);
  });
}
