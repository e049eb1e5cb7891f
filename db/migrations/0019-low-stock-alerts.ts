import { Migration } from '@mikro-orm/migrations';

/**
 * The low-stock alert (issue 16): set when an order's claim takes a product's available stock to
 * at or below its threshold and the admins are mailed; cleared when stock is found above it again
 * (an upload). Set means "already told", so concurrent orders and several processes mail once per crossing.
 */
export class Migration0019LowStockAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table reward_products add column low_stock_alerted_at timestamptz null;`);
  }
}
