import type { PromoCode } from '../../../db/entities';
import type { PromoCodeView } from '#contract/promo/schemas';

export function toPromoCodeView(promo: PromoCode): PromoCodeView {
  return {
    id: promo.id,
    code: promo.code,
    amountPaise: promo.amountPaise,
    isActive: promo.isActive,
    maxUses: promo.maxUses ?? null,
    usesCount: promo.usesCount,
    expiresAt: promo.expiresAt ?? null,
    dailyFor: promo.dailyFor ?? null,
    vipOnly: promo.vipOnly,
    createdAt: promo.createdAt,
  };
}
