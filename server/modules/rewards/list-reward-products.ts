import { RewardProduct } from '../../../db/entities';
import type { Deps } from '../deps';
import { countRewardStock, stockOf } from './count-reward-stock';
import { toAdminRewardProduct } from './to-admin-reward-product';

/** Every product with its stock counts, by kind and face value (the store has tens of products, not thousands). */
export async function listRewardProducts(deps: Deps) {
  const [products, stock] = await Promise.all([
    deps.em.find(RewardProduct, {}, { orderBy: { kind: 'asc', faceValue: 'asc', id: 'asc' } }),
    countRewardStock(deps.em),
  ]);
  return products.map((product) => toAdminRewardProduct(product, stockOf(stock, product.id)));
}
