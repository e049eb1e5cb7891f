import { Migration } from '@mikro-orm/migrations';

/** PLACEHOLDER (issue 27): fill in with this change's schema, or delete the file and its two lines in index.ts. */
export class Migration0032OfferwallTransactionOrder extends Migration {
  override async up(): Promise<void> {}
}
