import type { Deps } from '../deps';
import { queueMail, lowStockMail } from '../mail';
import { preparedSql, sql } from '../sql';
import { isLowStock } from '#contract/rewards/rules';

interface StockRow { name: string;
  low_stock_threshold: number;
  low_stock_alerted_at: Date | null;
  available: number;
}

/**
 * Mails the admins once each time a product's available stock crosses its low-stock threshold
 * downwards, and re-arms the alert once stock is above it again. Called AFTER the transaction that
 * took codes out of stock (`claim`: an order, an admin's fulfil or reissue) or put them in
 * (`upload`: adding codes never crosses downwards, so it only re-arms) has committed
 * (decision 020), so no buyer ever waits on it: it reads with a snapshot that sees every committed
 * claim, so of concurrent orders the last to cross the threshold sees the crossing, and
 * `low_stock_alerted_at` is set with a conditional update, so of the orders that all see it only
 * one wins and mails, in one short transaction with the mails.
 *
 * The crash window: a process that dies between its commit and this check leaves the crossing
 * untold until the next order, fulfil, reissue or upload of the product, which checks again.
 */
export async function checkLowStock(deps: Deps, productId: string, after: 'claim' | 'upload'): Promise<void> { // Counting past the threshold cannot change the answer, and a big stock would make every order pay for it.
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
  if (!low) { // Re-armed only if nobody set it since this read (a crossing after a refill is then not lost).
    await sql(deps.em, `update reward_products set low_stock_alerted_at = null where id = ? and low_stock_alerted_at = ?`, [productId, stock.low_stock_alerted_at]);
    return; }
  await deps.em.transactional(async (em) => { const [won] = await sql(em, `update reward_products set low_stock_alerted_at = ? where id = ? and low_stock_alerted_at is null returning id`, [deps.clock.now(), productId]);
    if (!won) return;
    const admins = await sql<{ email: string }>(em, `select email from admins order by email`);
    const mail = { product: stock.name, available: stock.available, threshold: stock.low_stock_threshold, rewardsUrl: `${deps.config.adminUrl}/rewards` };
    for (const admin of admins) queueMail({ ...deps, em }, lowStockMail(admin.email, mail)); });
}
