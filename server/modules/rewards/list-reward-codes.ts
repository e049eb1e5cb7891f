import { RewardCode, RewardProduct } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { uploadBatchOf } from '#contract/rewards/rules';

/** A product's codes as admins see them, newest first: status, last 4 characters and upload batch, never the sealed bytes. */
export async function listRewardCodes(deps: Deps, input: { id: string; page: number; pageSize: number }) {
  if (!(await deps.em.count(RewardProduct, { id: input.id }))) throw refuse('rewards.product-not-found');
  const [codes, total] = await deps.em.findAndCount(
    RewardCode,
    { product: input.id },
    { fields: ['id', 'last4', 'status', 'keyVersion', 'createdAt'], orderBy: { createdAt: 'desc', id: 'asc' }, limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return { codes: codes.map(({ id, last4, status, keyVersion, createdAt }) => ({ id, last4, status, keyVersion, createdAt, batch: uploadBatchOf(createdAt) })), total };
}
