import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * The referral programme (issue 17).
 *
 * `users.referral_code`: given when first needed and never changed after (the trigger refuses it),
 * so a link already shared keeps working. `can_refer`: an admin's revocation.
 * `referral_milestone_paid_at`: the milestone bonus is paid once, claimed with this row's lock.
 * `sessions.device_id`: the browser's device cookie at sign-in, for the same-device guard.
 *
 * `referrals`: one row per referred friend (a friend is referred once). `flags` are the abuse
 * guards raised at sign-up or qualification; `reason` is what the referrer sees for an expired,
 * reversed, rejected or reviewed one. `signup_ip_range` is the /24 (IPv4) or /48 (IPv6) prefix the
 * per-hour guard counts by; `friend_email_normalised` the address the duplicate guard compares.
 */
export class Migration0022Referrals extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('users_referral_code_fixed'));
    this.addSql(`
      alter table users
        add column referral_code varchar(8) null unique,
        add column can_refer boolean not null default true,
        add column referral_milestone_paid_at timestamptz null;

      create trigger users_referral_code_fixed before update of referral_code on users
        for each row execute function users_referral_code_fixed();

      alter table sessions add column device_id varchar(64) null;
      create index sessions_device_idx on sessions (device_id) where device_id is not null;

      create table referrals (
        id uuid primary key default gen_random_uuid(),
        referrer_id uuid not null references users(id) on delete cascade,
        friend_id uuid not null unique references users(id) on delete cascade,
        status varchar(10) not null check (status in ('pending', 'held', 'review', 'paid', 'expired', 'reversed', 'rejected')),
        flags text[] not null default '{}',
        reason varchar(500) null,
        friend_email_normalised varchar(254) not null,
        signup_ip varchar(64) null,
        signup_ip_range varchar(64) null,
        signup_device_id varchar(64) null,
        created_at timestamptz not null,
        qualified_at timestamptz null,
        clears_at timestamptz null,
        paid_at timestamptz null,
        closed_at timestamptz null,
        reviewed_by uuid null references admins(id),
        reviewed_at timestamptz null,
        check (referrer_id <> friend_id),
        check ((status = 'held') <= (clears_at is not null)),
        check ((status = 'paid') = (paid_at is not null))
      );
      create index referrals_referrer_idx on referrals (referrer_id, created_at desc);
      create index referrals_status_idx on referrals (status, created_at);
      create index referrals_ip_range_idx on referrals (signup_ip_range, created_at) where signup_ip_range is not null;
      create index referrals_friend_email_idx on referrals (friend_email_normalised);
    `);
  }
}
