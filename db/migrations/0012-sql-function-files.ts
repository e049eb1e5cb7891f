import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Every SQL function's current body now lives in one file, db/sql/<name>.sql (until now the
 * latest body of redeem_request_withdrawal was a full copy inside 0007). This loads each file once,
 * so the live definitions are the files' text. The list is fixed: a later migration that changes or
 * adds a function edits or adds its file and loads that one itself.
 */
export class Migration0012SqlFunctionFiles extends Migration {
  override async up(): Promise<void> {
    for (const name of [
      'ledger_is_append_only',
      'wallet_account_id',
      'wallet_post_transfer',
      'promo_redeem',
      'time_ordered_uuid',
      'redeem_request_withdrawal',
      'notify_session_deleted',
      'notify_session_user_changed',
      'enqueue_mail_delivery',
    ]) {
      this.addSql(readSqlFunction(name));
    }
  }
}
