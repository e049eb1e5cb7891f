import { Migration } from '@mikro-orm/migrations';

/**
 * Admin accounts managed from the admin site (issue 31, decision 051): an owner invites an admin by
 * e-mail (a single-use, expiring link kept only as a keyed hash), changes a role, disables and
 * re-enables an admin. An invited admin must enrol a second factor before any session opens, on any
 * site (`two_factor_required`); a disabled admin's sessions are deleted and no new one opens. Each
 * admin session keeps the browser it was opened in, for the admin's own list of sessions.
 */
export class Migration0051AdminAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table admins
        add column disabled_at timestamptz null,
        add column last_sign_in_at timestamptz null,
        add column two_factor_required boolean not null default false;

      alter table admin_sessions add column user_agent varchar(300) null;

      create table admin_invitations (
        id uuid primary key default gen_random_uuid(),
        email varchar(254) not null,
        role varchar(10) not null check (role in ('owner', 'finance', 'support', 'content')),
        token_hash varchar(64) not null unique,
        invited_by uuid null references admins(id) on delete set null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        accepted_at timestamptz null,
        revoked_at timestamptz null
      );
      -- One open invitation per address: inviting again replaces (revokes) the earlier one.
      create unique index admin_invitations_open_email on admin_invitations (email) where accepted_at is null and revoked_at is null;
    `);
  }
}
