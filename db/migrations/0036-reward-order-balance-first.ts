import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * reward_place_order checks the buyer's balance (their account row locked) before it claims a code,
 * so a buyer who cannot pay never holds the last code while a buyer who can is told it is out of
 * stock (issue 27, found by the money simulator).
 */
export class Migration0036RewardOrderBalanceFirst extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('reward_place_order'));
  }
}
