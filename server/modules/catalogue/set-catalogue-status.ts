import { LockMode } from '@mikro-orm/core';
import { CatalogueItem } from '../../../db/entities';
import type { CatalogueStatus } from '#contract/enums';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { toAdminCatalogueView } from './to-catalogue-view';

export async function setCatalogueStatus(deps: Deps, input: { id: string; status: CatalogueStatus; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const item = await em.findOne(CatalogueItem, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!item) throw refuse('catalogue.not-found');
    const before = { status: item.status };
    item.status = input.status;
    item.updatedAt = deps.clock.now();
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'catalogue.status', targetType: 'catalogue-item', targetId: item.id, before, after: { status: item.status } });
    await em.flush();
    announceChange(em, 'catalogue');
    return toAdminCatalogueView(item);
  });
}
