import { Migration } from '@mikro-orm/migrations';

/**
 * A revocation is announced by the statement that makes it, for every writer, the server
 * included (decision 034): a sign-out, a block or a password change made outside a transaction has
 * committed when its statement returns, and a server that dies or loses its connection right then
 * never announces it — the token would keep working on the other processes for up to the session
 * cache's lifetime. A notification sent inside the statement's own transaction is delivered at its
 * commit or not at all. These writes are small and not money transactions, so the commit-time lock
 * a notification takes (decision 011) costs nothing that matters; the server's own announcement
 * still makes its process forget at once.
 */
export class Migration0039RevocationsAnnouncedByTheDatabase extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop trigger sessions_notify_deleted on sessions;
      create trigger sessions_notify_deleted after delete on sessions
        for each row execute function notify_session_deleted();
      drop trigger users_notify_session_change on users;
      create trigger users_notify_session_change after update of is_blocked, email_verified_at, name, email, password_hash, locale on users
        for each row when (old.is_blocked is distinct from new.is_blocked or old.email_verified_at is distinct from new.email_verified_at
          or old.name is distinct from new.name or old.email is distinct from new.email or old.password_hash is distinct from new.password_hash
          or old.locale is distinct from new.locale)
        execute function notify_session_user_changed();
    `);
  }
}
