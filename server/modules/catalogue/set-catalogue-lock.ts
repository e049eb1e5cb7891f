import { LockMode } from '@mikro-orm/core';
import { CatalogueItem } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { type SetCatalogueLockInput } from '#contract/catalogue/schemas';
import { toAdminCatalogueView } from './to-catalogue-view';

/** Locking needs a reason (shown to visitors; its Hindi text optional); unlocking keeps the last reasons for next time. */
export async function setCatalogueLock(deps: Deps, input: SetCatalogueLockInput & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const item = await em.findOne(CatalogueItem, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!item) throw refuse('catalogue.not-found');
    const before = { isLocked: item.isLocked, lockReason: item.lockReason ?? null, lockReasonHi: item.lockReasonHi };
    item.isLocked = input.isLocked;
    if (input.lockReason) item.lockReason = input.lockReason;
    if (input.lockReasonHi !== undefined) item.lockReasonHi = input.lockReasonHi;
    item.updatedAt = deps.clock.now();
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: input.isLocked ? 'catalogue.lock' : 'catalogue.unlock',
      targetType: 'catalogue-item',
      targetId: item.id,
      before,
      after: { isLocked: item.isLocked, lockReason: item.lockReason ?? null, lockReasonHi: item.lockReasonHi },
    });
    await em.flush();
    announceChange(em, 'catalogue');
    return toAdminCatalogueView(item);
  });
}
