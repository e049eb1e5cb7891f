import { Migration } from '@mikro-orm/migrations';

/**
 * Appearing in the live ticker becomes a choice a person makes (issue 29): null is "not asked yet" and
 * keeps them out; they are asked at their first win or delivery, and the profile changes it. A stored
 * `false` was the old pre-ticked default, never a choice, so it becomes "not asked"; an opt-out stays.
 */
export class Migration0043TickerOptIn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users alter column ticker_opt_out drop not null, alter column ticker_opt_out drop default;
      update users set ticker_opt_out = null where ticker_opt_out = false;
    `);
  }
}
