import { LockMode } from '@mikro-orm/core';
import { PromoCode } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { announceChange } from '../cache';
import { toPromoCodeView } from './to-promo-code-view';

export async function togglePromoCode(deps: Deps, input: { id: string; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const promo = await em.findOne(PromoCode, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!promo) throw refuse('promo.not-found');
    promo.isActive = !promo.isActive;
    recordAudit({ ...deps, em }, {
      adminId: input.adminId,
      action: promo.isActive ? 'promo.activate' : 'promo.deactivate',
      targetType: 'promo-code',
      targetId: promo.id,
      before: { isActive: !promo.isActive },
      after: { isActive: promo.isActive },
    });
    await em.flush();
    announceChange(em, 'promo');
    return toPromoCodeView(promo);
  });
}
