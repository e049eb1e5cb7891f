import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * A VIP membership is the sum of its paid orders' intervals (issue 27, decision 028), no longer one
 * expiry date moved forward by a payment and back by a refund — which let a refund of an old order
 * take away days a newer order had paid for.
 *
 * `vip_orders.grant_seq`: the order in which a person's orders became paid (1, 2, …), which lays
 * out their intervals; `granted_from`/`granted_until` now hold each order's interval as laid out
 * by `vip_lay_out_membership` (a refunded order: the part used before its refund, maybe empty).
 * Existing orders are numbered by when they were paid — the order the old model stacked them in —
 * and every person's intervals are laid out again by the new rule (`p_days` is 30, the plan's
 * length when this ran): a person whose expiry an old refund cut short gets back the days their
 * other orders paid for, and nobody loses a day the old model gave (it only ever took back more).
 *
 * `vip_orders.refund_requested_at`: when an admin decided to refund the order (the one audited
 * effect, issue 27); the refund at Razorpay follows, and the reconciliation job completes a request
 * whose call to Razorpay did not get through.
 *
 * `vip_memberships` is dropped: what it held is now derived from the orders, and `promo_redeem`
 * reads the intervals.
 */
export class Migration0033VipMembershipIntervals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table vip_orders add column grant_seq integer null, add column refund_requested_at timestamptz null;
      update vip_orders o set grant_seq = numbered.seq
        from (select id, row_number() over (partition by user_id order by paid_at, granted_from, id) as seq
                from vip_orders where status in ('paid', 'refunded')) numbered
       where o.id = numbered.id;
    `);
    this.addSql(readSqlFunction('vip_lay_out_membership'));
    this.addSql(`
      select vip_lay_out_membership(user_id, 30) from (select distinct user_id from vip_orders where status in ('paid', 'refunded')) members;

      alter table vip_orders
        add constraint vip_orders_granted check ((status in ('paid', 'refunded')) = (grant_seq is not null and granted_from is not null and granted_until is not null)),
        add constraint vip_orders_granted_in_order check (granted_from <= granted_until),
        add constraint vip_orders_grant_seq_unique unique (user_id, grant_seq),
        add constraint vip_orders_refund_requested_paid check (refund_requested_at is null or status in ('paid', 'refunded'));
      create index vip_orders_refund_requested_idx on vip_orders (refund_requested_at) where status = 'paid' and refund_requested_at is not null;

      drop table vip_memberships;
    `);
    this.addSql(readSqlFunction('promo_redeem'));
  }
}
