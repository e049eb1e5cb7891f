import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * VIP membership through Razorpay (issue 19). Used only through SQL (`server/modules/vip/`).
 *
 * `vip_orders`: one row per Razorpay order the server made, and the one state machine of that
 * order (`server/modules/vip/rules.ts`). The move into `paid` grants the membership, so it happens
 * once: a conditional update decides it, and `razorpay_payment_id` is unique, so one payment pays
 * one order. `granted_from`/`granted_until` record what the payment granted, which a refund takes back.
 *
 * `vip_memberships`: a member's expiry, one row per person who ever paid; a member is one whose
 * expiry is in the future. Never renewed by itself.
 *
 * `razorpay_webhook_events`: every webhook delivery accepted, once per `x-razorpay-event-id` (the
 * primary key); `processed_at` is set in the same transaction as the event's effect, so a
 * redelivery or a second worker finds it done.
 *
 * Promo codes get `vip_only`: a VIP code, for its date (`daily_for`, the 9:00 PM IST code day),
 * redeemable by members only through `promo_redeem`'s new `p_vip` (loaded again below).
 */
export class Migration0027Vip extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table promo_codes add column vip_only boolean not null default false;
      alter table promo_codes add constraint promo_codes_vip_needs_date check (not vip_only or daily_for is not null);

      create table vip_orders (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete restrict,
        razorpay_order_id varchar(64) not null unique,
        receipt varchar(40) not null unique,
        amount_paise integer not null check (amount_paise > 0),
        currency varchar(3) not null,
        status varchar(9) not null check (status in ('created', 'attempted', 'paid', 'failed', 'refunded')),
        full_name varchar(100) not null,
        email varchar(254) not null,
        phone varchar(16) null,
        razorpay_payment_id varchar(64) null unique,
        failure_reason varchar(500) null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        paid_at timestamptz null,
        granted_from timestamptz null,
        granted_until timestamptz null,
        refunded_at timestamptz null,
        razorpay_refund_id varchar(64) null,
        check ((status in ('paid', 'refunded')) = (paid_at is not null and razorpay_payment_id is not null and granted_until is not null)),
        check ((status = 'refunded') = (refunded_at is not null))
      );
      create index vip_orders_user_idx on vip_orders (user_id, created_at desc);
      create index vip_orders_created_idx on vip_orders (created_at desc);
      create index vip_orders_open_idx on vip_orders (created_at) where status in ('created', 'attempted');

      create table vip_memberships (
        user_id uuid primary key references users(id) on delete cascade,
        expires_at timestamptz not null,
        updated_at timestamptz not null
      );

      create table razorpay_webhook_events (
        event_id varchar(64) primary key,
        event varchar(64) not null,
        payload jsonb not null,
        received_at timestamptz not null,
        processed_at timestamptz null,
        outcome varchar(64) null
      );
      create index razorpay_webhook_events_waiting_idx on razorpay_webhook_events (received_at) where processed_at is null;

      drop function promo_redeem(uuid, varchar, varchar, timestamptz, date);
    `);
    this.addSql(readSqlFunction('promo_redeem'));
  }
}
