import { LockMode } from '@mikro-orm/core';
import { PromoCode } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { PROMO_TOPIC } from './get-daily-promo';
import { toPromoCodeView } from './to-promo-code-view';

export async function togglePromoCode(deps: Deps, input: { id: string; adminId: string }) {
  const toggled = await deps.em.transactional(async (em) => {
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
    return toPromoCodeView(promo);
  });
  // This process's next read must see it at once; other processes hear it from the database (migration 0029).
  deps.siteCache?.forget(PROMO_TOPIC);
  return toggled;
}
