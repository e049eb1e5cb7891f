import { Migration } from '@mikro-orm/migrations';

/**
 * A session now resolves to its user's language too (the current user carries it, so the site
 * follows the account's language after sign-in). Changing it must reach every process's session
 * cache like a rename does: the trigger of migration 0010 also watches `locale` from here on.
 */
export class Migration0014SessionFollowsLocale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop trigger users_notify_session_change on users;
      create trigger users_notify_session_change after update of is_blocked, email_verified_at, name, email, password_hash, locale on users
        for each row
        when (old.is_blocked is distinct from new.is_blocked or old.email_verified_at is distinct from new.email_verified_at
          or old.name is distinct from new.name or old.email is distinct from new.email or old.password_hash is distinct from new.password_hash
          or old.locale is distinct from new.locale)
        execute function notify_session_user_changed();
    `);
  }
}
