import { Migration } from '@mikro-orm/migrations';
import { SERVER_APPLICATION_NAME } from '../application-name';

/**
 * Changes that give people less, announced before they apply (issue 30, decision 044). Used only
 * through SQL (`server/modules/changes/`).
 *
 * `scheduled_changes`: one row per change an admin schedules — a store price raised, a game's
 * settings whose expected value per play falls, a referral reward or a task reward lowered — with
 * the value before and after as announced (paise; an expected value may hold a fraction of a paisa),
 * when it was announced and when it applies (the start of an IST day, the notice after the
 * announcement at least). A game's change carries the table and limits it will write (`settings`).
 * The `apply-scheduled-changes` job applies a due row once (`pending` → `applied`, under the row's
 * lock); an admin may cancel a pending row (`cancelled`). One pending change per subject, so the
 * notice on the item always names the one change still to come.
 */
export class Migration0048ScheduledChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table scheduled_changes (
        id uuid primary key default gen_random_uuid(),
        kind varchar(20) not null check (kind in ('product-price', 'game-settings', 'referral-reward', 'task-reward')),
        subject varchar(64) not null,
        old_value double precision not null,
        new_value double precision not null,
        settings jsonb null,
        announced_at timestamptz not null,
        effective_at timestamptz not null check (effective_at > announced_at),
        scheduled_by uuid null references admins (id) on delete set null,
        status varchar(10) not null default 'pending' check (status in ('pending', 'applied', 'cancelled')),
        applied_at timestamptz null,
        cancelled_at timestamptz null,
        cancelled_by uuid null references admins (id) on delete set null,
        check ((status = 'applied') = (applied_at is not null)),
        check ((status = 'cancelled') = (cancelled_at is not null))
      );
      create unique index scheduled_changes_one_pending on scheduled_changes (kind, subject) where status = 'pending';
      create index scheduled_changes_due on scheduled_changes (effective_at) where status = 'pending';
      create index scheduled_changes_applied on scheduled_changes (applied_at desc) where status = 'applied';
      create trigger scheduled_changes_notify_site_change after insert or update or delete or truncate on scheduled_changes
        for each statement when (current_setting('application_name') <> '${SERVER_APPLICATION_NAME}') execute function notify_site_change('changes');
    `);
  }
}
