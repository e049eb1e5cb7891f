import { Migration } from '@mikro-orm/migrations';

/**
 * Opt-in Web Push (issue 30, decision 042). A person's devices each hold one browser subscription
 * (the push service's endpoint and the keys its payloads are encrypted to); a device that subscribes
 * again replaces its row by endpoint. The daily-claim reminder is a time of day in IST minutes, sent
 * at most once per IST day (`last_sent_day`). The VAPID pair the server signs with, when none is
 * configured, is generated once and kept in a one-row table so every process signs alike.
 */
export class Migration0046WebPush extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table push_subscriptions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        endpoint text not null unique,
        p256dh text not null,
        auth text not null,
        created_at timestamptz not null
      );
      create index push_subscriptions_user_id_idx on push_subscriptions (user_id);

      create table push_reminders (
        user_id uuid primary key references users(id) on delete cascade,
        minute_of_day integer not null check (minute_of_day between 0 and 1439),
        last_sent_day date
      );

      create table push_vapid_keys (
        only_row boolean primary key default true check (only_row),
        public_key text not null,
        private_key text not null,
        created_at timestamptz not null
      );
    `);
  }
}
