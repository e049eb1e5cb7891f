import type { EntityManager } from '@mikro-orm/postgresql';
import { REWARD_CODE_STATUSES, type RewardCodeStatus } from '#contract/enums';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { RewardStock } from '#contract/rewards/schemas';

function emptyStock(): RewardStock {
  return Object.fromEntries(REWARD_CODE_STATUSES.map((status) => [status, 0])) as RewardStock;
}

/** Codes by status for one product, or for every product when none is named; a product without codes counts zeros. */
export async function countRewardStock(em: EntityManager, productId?: string): Promise<Map<string, RewardStock>> {
  const rows = await sql<Narrowed<Pick<Row<'reward_codes'>, 'product_id' | 'status'>, { status: RewardCodeStatus }> & { count: number }>(
    em,
    `select product_id, status, count(*)::int as count from reward_codes ${productId ? 'where product_id = ?' : ''} group by product_id, status`,
    productId ? [productId] : [],
  );
  const stock = new Map<string, RewardStock>();
  for (const row of rows) {
    const counts = stock.get(row.product_id) ?? emptyStock();
    counts[row.status] = row.count;
    stock.set(row.product_id, counts);
  }
  return stock;
}

export function stockOf(stock: Map<string, RewardStock>, productId: string): RewardStock {
  return stock.get(productId) ?? emptyStock();
}
