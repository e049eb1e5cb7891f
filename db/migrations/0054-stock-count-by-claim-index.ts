import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * reward_place_order counts the codes a sale left (up to the low-stock threshold + 1). The planner cannot
 * estimate that count's test for claims in flight (`xmax = 0`), so its plan read the table from its start
 * through every code already taken: 23,800 rows an order in the bench's store phase and p99 230 ms at half
 * the store's capacity (issue 32, docs/performance.md). reward_available_codes always walks
 * reward_codes_available_idx from the oldest available code, as the claim does.
 */
export class Migration0054StockCountByClaimIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('reward_available_codes'));
    this.addSql(readSqlFunction('reward_place_order'));
  }
}
