import { LockMode } from '@mikro-orm/core';
import { CatalogueItem } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { auditFields } from './to-catalogue-view';

export async function deleteCatalogueItem(deps: Deps, input: { id: string; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const item = await em.findOne(CatalogueItem, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!item) throw refuse('catalogue.not-found');
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'catalogue.delete', targetType: 'catalogue-item', targetId: item.id, before: auditFields(item) });
    em.remove(item);
    await em.flush();
    announceChange(em, 'catalogue');
    return { ok: true as const, id: input.id };
  });
}
