import { LockMode } from '@mikro-orm/core';
import { RewardProduct } from '../../../db/entities';
import { noticeRequiredParams } from '#contract/changes/rules';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { countRewardStock, stockOf } from './count-reward-stock';
import type { UpdateRewardProductInput } from '#contract/rewards/schemas';
import { rewardProductAuditFields, toAdminRewardProduct } from './to-admin-reward-product';

/** Replaces every editable field; the row is locked so two admins' saves apply one after the other. */
export async function updateRewardProduct(deps: Deps, input: UpdateRewardProductInput & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const product = await em.findOne(RewardProduct, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!product) throw refuse('rewards.product-not-found');
    // A higher price is announced first (decision 044): scheduled, never saved here; a lower one applies at once.
    if (input.pricePaise > product.pricePaise) throw refuse('changes.notice-required', noticeRequiredParams(deps.clock.now()));
    const before = rewardProductAuditFields(product);
    const { adminId, id: _id, ...fields } = input;
    em.assign(product, { ...fields, updatedAt: deps.clock.now() });
    recordAudit({ ...deps, em }, { adminId, action: 'rewards.update', targetType: 'reward-product', targetId: product.id, before, after: rewardProductAuditFields(product) });
    await em.flush();
    announceChange(em, 'store');
    return toAdminRewardProduct(product, stockOf(await countRewardStock(em, product.id), product.id));
  });
}
