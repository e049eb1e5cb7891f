import { Migration } from '@mikro-orm/migrations';
import { PREVIOUS_SERVER_APPLICATION_NAME as SERVER_APPLICATION_NAME } from '../application-name';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Each server process keeps the signed-in user's figures (balance, offerwall credits pending,
 * ticker preference) in memory (decision 025). The server announces its own changes after they
 * commit, outside the money transactions, since a transaction that notifies commits one at a time
 * (decision 011). Every other writer — an operator's SQL, a script, a test's own connection — is
 * announced by these triggers: they fire only when the connection is not the server's (its pool
 * sets application_name), so the money path pays one string comparison per row and never notifies.
 */
export class Migration0031AccountChangeNotifications extends Migration {
  override async up(): Promise<void> {
    const notServer = `current_setting('application_name') <> '${SERVER_APPLICATION_NAME}'`;
    this.addSql(`
      ${readSqlFunction('notify_account_changed')}
      create trigger wallet_accounts_notify_account_change after update of balance on wallet_accounts
        for each row when (new.user_id is not null and ${notServer}) execute function notify_account_changed('user_id');
      create trigger offerwall_credits_notify_account_change after insert or update or delete on offerwall_credits
        for each row when (${notServer}) execute function notify_account_changed('user_id');
      create trigger users_notify_account_change after update of ticker_opt_out on users
        for each row when (${notServer}) execute function notify_account_changed('id');
    `);
  }
}
