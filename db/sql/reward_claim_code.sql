-- Takes the oldest available code of a product for an order, or no row. SKIP LOCKED: concurrent orders take
-- different codes, and a rolled-back claim returns its code to stock.
create or replace function reward_claim_code(p_product_id uuid, p_order_id uuid, p_now timestamptz)
returns setof reward_codes
language plpgsql as $$
begin
  return query
    update reward_codes set status = 'assigned', order_id = p_order_id, updated_at = p_now
    where id = (select c.id from reward_codes c where c.product_id = p_product_id and c.status = 'available'
                order by c.created_at, c.id for update skip locked limit 1)
    returning *;
end $$;
