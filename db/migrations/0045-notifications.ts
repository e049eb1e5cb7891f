import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Notifications (issue 30, decision 041): one inbox row per outcome a person waits for, unique per
 * outcome so a retried or raced operation tells once; per-kind channel choices (no row: e-mail and
 * push on). notification_notify is the one home of telling; reward_place_order calls it for a code
 * served from stock instead of writing its own mail.
 */
export class Migration0045Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notifications (
        id uuid primary key default time_ordered_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind varchar(40) not null,
        "values" jsonb not null,
        outcome_key varchar(200) not null,
        created_at timestamptz not null,
        read_at timestamptz null,
        constraint notifications_outcome_unique unique (user_id, kind, outcome_key)
      );
      create index notifications_inbox_index on notifications (user_id, id desc);
      create index notifications_unread_index on notifications (user_id) where read_at is null;
      create table notification_preferences (
        user_id uuid not null references users (id) on delete cascade,
        kind varchar(40) not null,
        email boolean not null,
        push boolean not null,
        updated_at timestamptz not null,
        primary key (user_id, kind)
      );
    `);
    this.addSql(readSqlFunction('notification_notify'));
    this.addSql(readSqlFunction('reward_place_order'));
  }
}
