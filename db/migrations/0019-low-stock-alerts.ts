import { Migration } from '@mikro-orm/migrations';

/**
 * The store's operations (issue 16).
 *
 * `low_stock_alerted_at`: set when an order's claim takes a product's available stock to at or
 * below its threshold and the admins are mailed; cleared when stock is found above it again (an
 * upload). Set means "already told", so concurrent orders and several processes mail once per crossing.
 *
 * The claim takes the oldest available code by (created_at, id), and an upload gives all its codes
 * one created_at: with only (product_id, created_at) indexed, every claim read and sorted the whole
 * rest of a batch (up to 1,000 rows) to find the first id. With id in the index it reads one.
 */
export class Migration0019LowStockAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table reward_products add column low_stock_alerted_at timestamptz null;
      drop index reward_codes_available_idx;
      create index reward_codes_available_idx on reward_codes (product_id, created_at, id) where status = 'available';
    `);
  }
}
