import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Placing a reward order becomes one database function (decision 020): reward_claim_code, the
 * claim it and an admin's fulfil or reissue share, and reward_place_order, the order itself.
 */
export class Migration0021RewardOrderFunction extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('reward_claim_code'));
    this.addSql(readSqlFunction('reward_place_order'));
  }
}
