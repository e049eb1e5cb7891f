import { Migration } from '@mikro-orm/migrations';

/** The append-only triggers of 0002 stop UPDATE and DELETE; TRUNCATE bypasses row triggers, so it gets its own. */
export class Migration0005LedgerNoTruncate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger ledger_transfers_no_truncate before truncate on ledger_transfers
        for each statement execute function ledger_is_append_only();
      create trigger ledger_entries_no_truncate before truncate on ledger_entries
        for each statement execute function ledger_is_append_only();
    `);
  }
}
