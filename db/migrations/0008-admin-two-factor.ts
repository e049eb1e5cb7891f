import { Migration } from '@mikro-orm/migrations';

/**
 * Admin sign-in with a TOTP second factor (RFC 6238): the sealed secret, the last accepted time
 * step (a code is never accepted twice), a short-lived pending-enrolment token for production
 * sign-ins of admins who have not enrolled yet, and ten one-time recovery codes stored hashed.
 */
export class Migration0008AdminTwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table admins
        add column totp_secret text null,
        add column totp_pending_secret text null,
        add column totp_enabled_at timestamptz null,
        add column totp_last_step integer null,
        add column enrolment_token_hash varchar(64) null unique,
        add column enrolment_token_expires_at timestamptz null;

      create table admin_recovery_codes (
        id uuid primary key default gen_random_uuid(),
        admin_id uuid not null references admins(id) on delete cascade,
        code_hash varchar(64) not null,
        created_at timestamptz not null,
        used_at timestamptz null,
        unique (admin_id, code_hash)
      );
    `);
  }
}
