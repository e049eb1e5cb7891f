-- Takes the oldest available code of a product for an order; no row when none is left. Called by
-- reward_place_order and server/modules/rewards/claim-reward-code.ts (an admin's fulfil or reissue).
--
-- SKIP LOCKED lets concurrent orders each take a different code instead of queueing on the same
-- row: a code another transaction holds is never handed out twice, and returns to stock if that
-- transaction rolls back. reward_codes_available_idx (migration 0019) makes it a one-row index read.
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
