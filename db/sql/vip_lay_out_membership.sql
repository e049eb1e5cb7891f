-- Lays out one person's VIP membership as their paid orders' intervals (decision 028), under their membership
-- lock. Orders in the order they became paid, each p_days from its payment or its predecessor's end; a refund
-- ends its order at the refund and later orders close up behind it. Nothing before the refund moves.
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
