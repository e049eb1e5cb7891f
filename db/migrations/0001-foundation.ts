import { Migration } from '@mikro-orm/migrations';

/** Accounts, sessions, e-mail tokens, content pages, contact messages, mail outbox, audit log, rate limits. */
export class Migration0001Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        name varchar(80) not null,
        email varchar(254) not null,
        password_hash text not null,
        email_verified_at timestamptz null,
        is_blocked boolean not null default false,
        created_at timestamptz not null,
        constraint users_email_lower check (email = lower(email))
      );
      create unique index users_email_unique on users (email);
      create index users_created_at_idx on users (created_at desc);

      create table sessions (
        id uuid primary key default gen_random_uuid(),
        token_hash varchar(64) not null unique,
        user_id uuid not null references users(id) on delete cascade,
        created_at timestamptz not null,
        last_used_at timestamptz not null,
        expires_at timestamptz not null,
        user_agent varchar(300) null
      );
      create index sessions_user_idx on sessions (user_id);

      create table admins (
        id uuid primary key default gen_random_uuid(),
        email varchar(254) not null unique,
        password_hash text not null,
        created_at timestamptz not null
      );

      create table admin_sessions (
        id uuid primary key default gen_random_uuid(),
        token_hash varchar(64) not null unique,
        admin_id uuid not null references admins(id) on delete cascade,
        created_at timestamptz not null,
        last_used_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index admin_sessions_admin_idx on admin_sessions (admin_id);

      create table email_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        purpose varchar(20) not null check (purpose in ('verify-email', 'reset-password')),
        token_hash varchar(64) not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz null
      );
      create index email_tokens_user_idx on email_tokens (user_id, purpose);

      create table pages (
        slug varchar(40) primary key,
        title varchar(200) not null,
        content text not null,
        updated_at timestamptz not null
      );

      create table contact_messages (
        id uuid primary key default gen_random_uuid(),
        name varchar(100) not null,
        email varchar(254) not null,
        message text not null,
        is_read boolean not null default false,
        created_at timestamptz not null
      );
      create index contact_messages_created_idx on contact_messages (created_at desc);

      create table outbox_mails (
        id uuid primary key default gen_random_uuid(),
        recipient varchar(254) not null,
        subject varchar(300) not null,
        text text not null,
        html text not null,
        status varchar(10) not null check (status in ('pending', 'sent', 'stored', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        last_error text null,
        created_at timestamptz not null,
        sent_at timestamptz null
      );
      create index outbox_mails_due_idx on outbox_mails (next_attempt_at) where status = 'pending';
      create index outbox_mails_created_idx on outbox_mails (created_at desc);

      create table audit_log (
        id uuid primary key default gen_random_uuid(),
        admin_id uuid null references admins(id) on delete set null,
        action varchar(80) not null,
        target_type varchar(40) not null,
        target_id varchar(80) not null,
        before jsonb null,
        after jsonb null,
        created_at timestamptz not null
      );
      create index audit_log_created_idx on audit_log (created_at desc);

      create table rate_limit_buckets (
        key varchar(200) primary key,
        window_started_at timestamptz not null,
        hits integer not null
      );
    `);
  }
}
