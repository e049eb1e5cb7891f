import { Migration } from '@mikro-orm/migrations';

/**
 * Notes by admins about a user (issue 31, decision 050): what one admin learnt about a person that
 * the next should know. Never edited or deleted (an addition is audited); read newest first on the
 * user's page. Also indexes the audit log by target, which the user's page and the audit log's
 * target filter read. Used only through SQL (`server/modules/users/user-notes.ts`).
 */
export class Migration0053AdminNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table admin_notes (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        admin_id uuid null references admins(id) on delete set null,
        text varchar(2000) not null check (length(btrim(text)) > 0),
        created_at timestamptz not null
      );
      create index admin_notes_user_idx on admin_notes (user_id, created_at desc, id desc);
      -- The audit entries about one thing (a user's page, the audit log's target filter), newest first.
      create index audit_log_target_idx on audit_log (target_type, target_id, created_at desc);
    `);
  }
}
