import { Migration } from '@mikro-orm/migrations';

/**
 * Offerwall credits and reversals in any order (issue 27). Postbacks of one provider transaction now
 * take an advisory lock on it, so a credit and its reversal arriving together no longer miss each
 * other; that needs no schema. What the race left before — a reversal recorded beside its credit but
 * linked to none — the release job applies (release-offerwall-credits.ts), finding them through this
 * partial index: only reversals not yet linked to a credit are in it, so the search stays small as
 * the table grows.
 */
export class Migration0032OfferwallTransactionOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index offerwall_transactions_unlinked_reversal_idx on offerwall_transactions (provider, external_txn_id) where kind = 'reversal' and credit_id is null;`);
  }
}
