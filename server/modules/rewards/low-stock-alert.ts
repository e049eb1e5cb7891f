import type { Deps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { lowStockMail } from '../mail/templates';
import { sql } from '../sql';
import { isLowStock } from './rules';

interface ProductRow {
  name: string;
  low_stock_threshold: number;
  low_stock_alerted_at: Date | null;
}

/**
 * Mails the admins once each time a product's available stock crosses its low-stock threshold
 * downwards, and re-arms the alert once stock is above it again. Called, last thing before
 * commit, in every transaction that takes codes out of stock (`claim`) or puts them in (`upload`:
 * adding codes never crosses downwards, so it only re-arms).
 *
 * The product row lock makes these checks run one after another per product: each counts with a
 * snapshot taken after the previous one committed, so of concurrent orders (in any process) the
 * last to check sees every claim, and `low_stock_alerted_at` — read and written under the lock —
 * says whether this crossing was already told. Orders still in flight count their code as
 * available here and check again themselves. Held only from here to commit, so orders of one
 * product still claim and pay in parallel.
 */
export async function checkLowStock(deps: Deps, productId: string, after: 'claim' | 'upload'): Promise<void> {
  const [product] = await sql<ProductRow>(deps.em, `select name, low_stock_threshold, low_stock_alerted_at from reward_products where id = ? for no key update`, [productId]);
  if (!product) return;
  // Counting past the threshold cannot change the answer, and a big stock would make every order pay for it.
  const [counted] = await sql<{ available: number }>(
    deps.em,
    `select count(*)::int as available from (select 1 from reward_codes where product_id = ? and status = 'available' limit ?) as codes`,
    [productId, product.low_stock_threshold + 1],
  );
  const available = counted?.available ?? 0;
  const low = isLowStock(available, product.low_stock_threshold);
  if (low === (product.low_stock_alerted_at !== null) || (low && after === 'upload')) return;
  await sql(deps.em, `update reward_products set low_stock_alerted_at = ? where id = ?`, [low ? deps.clock.now() : null, productId]);
  if (!low) return;
  const admins = await sql<{ email: string }>(deps.em, `select email from admins order by email`);
  const stock = { product: product.name, available, threshold: product.low_stock_threshold, rewardsUrl: `${deps.config.adminUrl}/rewards` };
  for (const admin of admins) queueMail(deps, lowStockMail(admin.email, stock));
}
