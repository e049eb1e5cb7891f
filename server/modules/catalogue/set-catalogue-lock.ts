import { LockMode } from '@mikro-orm/core';
import { CatalogueItem } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { type SetCatalogueLockInput } from '#contract/catalogue/schemas';
import { toAdminCatalogueView } from './to-catalogue-view';

/** Locking needs a reason (shown to visitors); unlocking keeps the last reason for next time. */
export async function setCatalogueLock(deps: Deps, input: SetCatalogueLockInput & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const item = await em.findOne(CatalogueItem, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!item) throw refuse('catalogue.not-found');
    const before = { isLocked: item.isLocked, lockReason: item.lockReason ?? null };
    item.isLocked = input.isLocked;
    if (input.lockReason) item.lockReason = input.lockReason;
    item.updatedAt = deps.clock.now();
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: input.isLocked ? 'catalogue.lock' : 'catalogue.unlock',
      targetType: 'catalogue-item',
      targetId: item.id,
      before,
      after: { isLocked: item.isLocked, lockReason: item.lockReason ?? null },
    });
    await em.flush();
    announceChange(em, 'catalogue');
    return toAdminCatalogueView(item);
  });
}
