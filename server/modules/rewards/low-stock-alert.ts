import type { Deps } from '../deps';
import { queueMail, lowStockMail } from '../mail';
import { preparedSql, sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { isLowStock } from '#contract/rewards/rules';

type StockRow = Pick<Row<'reward_products'>, 'name' | 'low_stock_threshold' | 'low_stock_alerted_at'> & { available: number };

/**
 * Mails the admins once per downward crossing of the low-stock threshold; re-arms above it. Must run
 * AFTER the stock-changing transaction commits, so no buyer waits on it (decision 020).
 */
export async function checkLowStock(deps: Deps, productId: string, after: 'claim' | 'upload'): Promise<void> {
  // Counting past the threshold cannot change the answer, and a big stock would make every order pay for it.
  const [stock] = await preparedSql<StockRow>(
    deps.em,
    `select p.name, p.low_stock_threshold, p.low_stock_alerted_at,
       (select count(*)::int from (select 1 from reward_codes c where c.product_id = p.id and c.status = 'available' limit p.low_stock_threshold + 1) as codes) as available
     from reward_products p where p.id = ?`,
    [productId],
  );
  if (!stock) return;
  const low = isLowStock(stock.available, stock.low_stock_threshold);
  if (low === (stock.low_stock_alerted_at !== null) || (low && after === 'upload')) return;
  if (!low) {
    // Re-armed only if nobody set it since this read (a crossing after a refill is then not lost).
    await sql(deps.em, `update reward_products set low_stock_alerted_at = null where id = ? and low_stock_alerted_at = ?`, [productId, stock.low_stock_alerted_at]);
    return;
  }
  await deps.em.transactional(async (em) => {
    const [won] = await sql(em, `update reward_products set low_stock_alerted_at = ? where id = ? and low_stock_alerted_at is null returning id`, [deps.clock.now(), productId]);
    if (!won) return;
    const admins = await sql<Pick<Row<'admins'>, 'email'>>(em, `select email from admins where disabled_at is null order by email`);
    const mail = { product: stock.name, available: stock.available, threshold: stock.low_stock_threshold, rewardsUrl: `${deps.config.adminUrl}/rewards` };
    for (const admin of admins) queueMail({ ...deps, em }, lowStockMail(admin.email, mail));
  });
}
