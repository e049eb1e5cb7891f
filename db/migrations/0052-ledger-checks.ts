import { Migration } from '@mikro-orm/migrations';

/**
 * Each ledger check's time and result (issue 31, decision 049): the dashboard shows the last one, so
 * an operator sees at a glance whether the money was verified today and whether it checked out.
 */
export class Migration0052LedgerChecks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ledger_checks (
        id bigint generated always as identity primary key,
        checked_at timestamptz not null,
        ok boolean not null,
        problems integer not null check (problems >= 0),
        source varchar(10) not null check (source in ('admin', 'command')),
        admin_id uuid references admins (id) on delete set null
      );
      create index ledger_checks_checked_at on ledger_checks (checked_at desc);
    `);
  }
}
