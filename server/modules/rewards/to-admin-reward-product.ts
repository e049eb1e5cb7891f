import type { RewardProduct } from '../../../db/entities';
import type { AdminRewardProduct, RewardStock } from '#contract/rewards/schemas';

/** The editable fields, as the audit log records them before and after a change. */
export function rewardProductAuditFields(product: RewardProduct) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = product;
  return fields;
}

export function toAdminRewardProduct(product: RewardProduct, stock: RewardStock): AdminRewardProduct {
  return {
    id: product.id,
    kind: product.kind,
    name: product.name,
    faceValue: product.faceValue,
    pricePaise: product.pricePaise,
    region: product.region,
    validity: product.validity,
    imageUrl: product.imageUrl ?? null,
    enabled: product.enabled,
    featuredWeekday: product.featuredWeekday ?? null,
    lowStockThreshold: product.lowStockThreshold,
    outOfStockPromiseHours: product.outOfStockPromiseHours ?? null,
    demo: product.demo,
    stock,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
