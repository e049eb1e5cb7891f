-- The codes of a product a sale left, counted up to p_up_to, oldest first, leaving out claims in flight (a claim
-- holds its row's lock, so xmax is set): the last of concurrent orders sees every claim (reward_place_order).
-- Always through reward_codes_available_idx, as the claim reads it. The planner cannot estimate the xmax test
-- (it guesses 0.5 %), so with a sequential scan allowed it read the table from its start, through every code
-- already taken, on every order: 23,800 rows an order in the bench's store phase (issue 32, migration 0054).
create or replace function reward_available_codes(p_product_id uuid, p_up_to integer)
returns integer
language sql stable
set enable_seqscan = off
set enable_sort = off
as $$
  select count(*)::int from (
    select 1 from reward_codes c where c.product_id = p_product_id and c.status = 'available' and c.xmax = '0'::xid
    order by c.created_at, c.id limit p_up_to) as codes
$$;
