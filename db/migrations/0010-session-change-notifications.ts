import { Migration } from '@mikro-orm/migrations';

/**
 * Every app process keeps recently resolved sessions in memory (decision 007). To forget them at
 * once in every process, the database itself announces each change that alters what a session
 * resolves to, on the channel `session_changes`: a deleted session (sign-out, sign-out everywhere,
 * password reset, block, account deletion) as `session:<id>`, a changed user (blocked, verified,
 * renamed, new password) as `user:<id>`. Triggers catch every such change — through the app or by
 * hand in SQL — and PostgreSQL delivers a notification only when its transaction commits (decision 011).
 */
export class Migration0010SessionChangeNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function notify_session_deleted() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_changes', 'session:' || old.id);
        return null;
      end $$;
      create trigger sessions_notify_deleted after delete on sessions
        for each row execute function notify_session_deleted();

      create function notify_session_user_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_changes', 'user:' || new.id);
        return null;
      end $$;
      create trigger users_notify_session_change after update of is_blocked, email_verified_at, name, email, password_hash on users
        for each row
        when (old.is_blocked is distinct from new.is_blocked or old.email_verified_at is distinct from new.email_verified_at
          or old.name is distinct from new.name or old.email is distinct from new.email or old.password_hash is distinct from new.password_hash)
        execute function notify_session_user_changed();
    `);
  }
}
