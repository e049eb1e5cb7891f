import { Migration } from '@mikro-orm/migrations';

/**
 * What one unit of a range product's face value costs us (issue 33, decision 059): a fixed product
 * prices each face value in `denominations`, a range product has none, so a link's cost needs this rate
 * (1 when the face and the cost are in one currency). Null when the provider gave no way to work it out.
 */
export class Migration0056ProviderRangeCost extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table provider_products add column cost_per_face numeric(18, 8) null;`);
  }
}
