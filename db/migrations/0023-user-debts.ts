import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * What a user owes after a credit was reversed and the balance did not cover it (issues 17 and 18):
 * an admin reversing a paid referral, an offerwall reversing a cleared task. The balance never goes
 * below zero; the rest is a debt that the user's next earnings pay first (wallet_post_transfer), into
 * the new `recoveries` system account.
 *
 * `user_debts`: one row per reversal that left something owed. `settled_paise` grows as earnings pay
 * it, never past `amount_paise`; `settled_at` is set when it is paid in full. `reason` is what the
 * user reads. `source_kind` and `source_ref` name what was reversed (a referral's id, an offerwall
 * transaction); `idempotency_key` is the reversal's own key, so a replayed reversal records nothing twice.
 */
export class Migration0023UserDebts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into wallet_accounts (kind, code) values ('system', 'recoveries');

      create table user_debts (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id),
        amount_paise bigint not null check (amount_paise > 0),
        settled_paise bigint not null default 0 check (settled_paise >= 0 and settled_paise <= amount_paise),
        reason varchar(500) not null,
        source_kind varchar(30) not null,
        source_ref varchar(200) not null,
        idempotency_key varchar(200) not null unique,
        created_at timestamptz not null,
        settled_at timestamptz null,
        check ((settled_at is not null) = (settled_paise = amount_paise))
      );
      create index user_debts_open_idx on user_debts (user_id, created_at, id) where settled_paise < amount_paise;
    `);
    this.addSql(readSqlFunction('wallet_post_transfer'));
  }
}
