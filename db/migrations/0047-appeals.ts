import { Migration } from '@mikro-orm/migrations';

/**
 * "Ask for a review" (issue 30, decision 043). Used only through SQL (`server/modules/appeals/`).
 *
 * `appeals`: one row per review a person asks of one of their items — a referral, an offerwall
 * credit, a task submission, a store order, a withdrawal, or their blocked account (`item_id` is
 * then the user's own id). At most one open appeal per item (the partial unique index, which also
 * settles two requests racing). An answered appeal keeps the admin's answer and outcome: `upheld`
 * (the decision stands) or `changed`. `answered_at - created_at` is the time to an answer
 * /transparency publishes.
 */
export class Migration0047Appeals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table appeals (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        item_kind varchar(20) not null check (item_kind in ('referral', 'offerwall-credit', 'task-submission', 'reward-order', 'withdrawal', 'account')),
        item_id uuid not null,
        message varchar(1000) not null,
        status varchar(8) not null check (status in ('open', 'upheld', 'changed')),
        answer varchar(2000) null,
        answered_by uuid null references admins(id) on delete set null,
        created_at timestamptz not null,
        answered_at timestamptz null,
        check ((status = 'open') = (answered_at is null)),
        check ((status = 'open') = (answer is null)),
        check (answered_at is null or answered_at >= created_at)
      );
      create unique index appeals_one_open_idx on appeals (item_kind, item_id) where status = 'open';
      create index appeals_open_idx on appeals (created_at, id) where status = 'open';
      create index appeals_user_idx on appeals (user_id, created_at desc);
      create index appeals_answered_idx on appeals (answered_at) where answered_at is not null;
    `);
  }
}
