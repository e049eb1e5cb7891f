import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * redeem_request_withdrawal makes retries with one idempotency key wait for each other, so a racing
 * retry answers the first request instead of being refused "insufficient balance" (issue 27, found
 * by the money simulator).
 */
export class Migration0037WithdrawalRetriesWait extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('redeem_request_withdrawal'));
  }
}
