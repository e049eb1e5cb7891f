import { Migration } from '@mikro-orm/migrations';

/**
 * A user can delete their account (decision 009). The row itself stays, anonymised, because the
 * append-only ledger, withdrawal requests and game plays point at it; `deleted_at` records that the
 * person behind it is gone, and every sign-in path refuses such a row.
 */
export class Migration0009AccountDeletion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column deleted_at timestamptz null;`);
  }
}
