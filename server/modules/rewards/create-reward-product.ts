import { RewardProduct } from '../../../db/entities';
import { recordAudit } from '../audit';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import type { RewardProductInput } from '#contract/rewards/schemas';
import { rewardProductAuditFields, toAdminRewardProduct } from './to-admin-reward-product';

const NO_STOCK = { available: 0, assigned: 0, revealed: 0, reported: 0 };

/** `adminId` null: created by the seed, not by an admin. */
export async function createRewardProduct(deps: Deps, input: RewardProductInput & { adminId: string | null; demo?: boolean }) {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const { adminId, demo = false, ...fields } = input;
    const product = em.create(RewardProduct, { ...fields, demo, createdAt: now, updatedAt: now });
    await em.flush();
    // The demo seed (no admin) is not an admin action: the audit log holds what admins did.
    if (adminId) recordAudit({ ...deps, em }, { adminId, action: 'rewards.create', targetType: 'reward-product', targetId: product.id, after: rewardProductAuditFields(product) });
    await em.flush();
    announceChange(em, 'store');
    return toAdminRewardProduct(product, NO_STOCK);
  });
}
