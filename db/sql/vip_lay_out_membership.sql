-- Lays out one person's VIP membership (decision 028) as the intervals of their paid orders, and
-- stores each order's [granted_from, granted_until). Called by server/modules/vip/vip-order-state.ts
-- under the person's membership lock after an order is paid or refunded, and by migration 0033.
--
-- The orders that were ever paid (status paid or refunded) are taken in the order they became paid
-- (grant_seq). Each starts when it was paid, or when the one before it ends if that is later, and
-- lasts p_days; a refunded order keeps only what was used before its refund — it ends at the refund
-- (never before its own start, never after its full length). Every later order then starts as soon
-- as the one before it ends, so a refund takes back only the refunded order's days still ahead and
-- the days other orders paid for close up behind it. Nothing before the refund's instant moves.
-- A person is a member at an instant inside one of these intervals.
create or replace function vip_lay_out_membership(p_user_id uuid, p_days integer)
returns void
language plpgsql as $$
declare
  v_order record;
  v_end timestamptz := null;
  v_from timestamptz;
  v_until timestamptz;
begin
  for v_order in
    select id, paid_at, refunded_at, granted_from, granted_until
      from vip_orders where user_id = p_user_id and status in ('paid', 'refunded') order by grant_seq
  loop
    -- greatest() skips a null: the first order starts when it was paid.
    v_from := greatest(v_order.paid_at, v_end);
    -- Hours, not days: a day of interval arithmetic follows the session's time zone.
    v_until := v_from + make_interval(hours => 24 * p_days);
    if v_order.refunded_at is not null then
      v_until := least(v_until, greatest(v_from, v_order.refunded_at));
    end if;
    if v_order.granted_from is distinct from v_from or v_order.granted_until is distinct from v_until then
      update vip_orders set granted_from = v_from, granted_until = v_until where id = v_order.id;
    end if;
    v_end := v_until;
  end loop;
end $$;
