-- Places a reward order in one statement (decision 020; place-reward-order.ts maps its refusals).
-- Idempotency-key retries wait on an advisory lock and answer the first order. A gift card claims a code,
-- the price is held and settled at once; without stock the order waits with the money held only when the
-- product promises a time; Free Fire top-ups always wait (decision 019). The code stays sealed (the key
-- never enters the database); a fulfilled order's buyer is notified here (notification_notify, decision 041:
-- the inbox row, and the e-mail by their choice, rendered when read). available_after counts the codes left,
-- up to threshold + 1, leaving out claims in flight, so the last of concurrent orders sees every claim and the caller needs no low-stock query.
-- A gift card linked to a product of the configured provider (p_provider, null without one) whose stock is gone
-- waits with the price held and its provider order written here, in the same transaction (decision 060): the
-- caller buys it after commit, so no order is ever bought that is not also held.
create or replace function reward_place_order(p_order_id uuid, p_user_id uuid, p_product_id uuid, p_email varchar,
  p_free_fire_uid varchar, p_idempotency_key varchar, p_mail_status varchar, p_now timestamptz, p_provider varchar default null)
returns table (replayed boolean, order_id uuid, status text, reference varchar, kind text, product_name varchar,
  out_of_stock_promise_hours integer, key_version integer, iv bytea, ciphertext bytea, tag bytea, last4 varchar,
  available_after integer, low_stock_threshold integer, low_stock_alerted boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_order reward_orders%rowtype;
  v_product reward_products%rowtype;
  v_code reward_codes%rowtype;
  v_is_top_up boolean;
  v_description varchar;
  v_line_values jsonb;
  v_available integer;
  -- Plain types, not provider_products%rowtype: earlier migrations create this function before that table exists.
  v_linked_provider text;
  v_linked_product_id text;
  v_face_currency char(3);
begin
  if p_idempotency_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('reward-order:' || p_user_id || ':' || p_idempotency_key, 0));
    select * into v_order from reward_orders o where o.user_id = p_user_id and o.idempotency_key = p_idempotency_key;
    if found then
      if v_order.product_id <> p_product_id then
        raise exception using errcode = 'MN000', message = 'reward order refused', detail = 'idempotency-key-reused';
      end if;
      return query
        select true, v_order.id, v_order.status, v_order.reference, p.kind, p.name, p.out_of_stock_promise_hours,
          c.key_version, c.iv, c.ciphertext, c.tag, c.last4, null::integer, null::integer, null::boolean
        from reward_products p left join reward_codes c on c.id = v_order.code_id
        where p.id = v_order.product_id;
      return;
    end if;
  end if;

  select * into v_product from reward_products p where p.id = p_product_id;
  if not found then raise exception using errcode = 'MN000', message = 'reward order refused', detail = 'rewards.product-not-found'; end if;
  if not v_product.enabled then raise exception using errcode = 'MN000', message = 'reward order refused', detail = 'rewards.product-disabled'; end if;
  v_is_top_up := v_product.kind = 'free_fire_diamonds';
  if v_is_top_up then
    if p_free_fire_uid is null then raise exception using errcode = 'MN000', message = 'reward order refused', detail = 'rewards.uid-required'; end if;
  else
    -- The buyer's balance is checked, with their account row locked, before a code is claimed: a claim
    -- that would be rolled back for want of money still holds the code while it runs, and a concurrent
    -- buyer who can pay would be told the product is out of stock (or, with a promise, left waiting
    -- with the price held) while a code was there (found by the money simulator, issue 27). The lock
    -- is the one wallet_post_transfer takes below, so the balance cannot change in between.
    perform 1 from wallet_accounts a where a.user_id = p_user_id and a.balance >= v_product.price_paise for update;
    if not found then
      raise exception using errcode = 'MN000', message = 'insufficient balance', detail = 'insufficient-balance';
    end if;
    select * into v_code from reward_claim_code(p_product_id, p_order_id, p_now);
    if v_code.id is null and v_product.provider = p_provider then
      select pp.provider, pp.provider_product_id, pp.face_currency into v_linked_provider, v_linked_product_id, v_face_currency
        from provider_products pp
        where pp.provider = v_product.provider and pp.provider_product_id = v_product.provider_product_id and pp.available;
    end if;
    if v_code.id is null and v_product.out_of_stock_promise_hours is null and v_linked_provider is null then
      raise exception using errcode = 'MN000', message = 'reward order refused', detail = 'rewards.out-of-stock';
    end if;
  end if;

  -- A gift card's buyer was checked above (so this hold cannot be refused); a top-up is refused here when
  -- the balance is short, and nothing is held.
  -- The line is the one fulfil-reward-order.ts writes (decision 038); the description its English wording.
  v_description := 'Reward: ' || v_product.name;
  v_line_values := jsonb_build_object('product', v_product.name);
  perform wallet_post_transfer('reward-hold:' || p_order_id, 'reward-hold', p_user_id, null, null, 'reward-holds',
    v_product.price_paise, v_description, 'reward.bought', v_line_values, p_order_id::varchar, null, p_now);
  insert into reward_orders (id, user_id, product_id, price_paise, email, free_fire_uid, status, code_id, idempotency_key, created_at, fulfilled_at, updated_at)
    values (p_order_id, p_user_id, p_product_id, v_product.price_paise,
      case when v_is_top_up then null else p_email end, case when v_is_top_up then p_free_fire_uid end,
      case when v_code.id is null then 'pending' else 'fulfilled' end, v_code.id, p_idempotency_key,
      p_now, case when v_code.id is not null then p_now end, p_now);
  if v_code.id is null and v_linked_provider is not null then
    insert into provider_orders (id, kind, provider, provider_product_id, face_value, face_currency, state, wait_reason,
      next_attempt_at, created_at, updated_at)
      values (p_order_id, 'reward-order', v_linked_provider, v_linked_product_id, v_product.face_value,
        v_face_currency, 'placing', 'buying', p_now, p_now, p_now);
  end if;
  if v_code.id is not null then
    perform wallet_post_transfer('reward-settle:' || p_order_id, 'reward-settle', null, 'reward-holds', null, 'rewards',
      v_product.price_paise, v_description, 'reward.bought', v_line_values, p_order_id::varchar, null, p_now);
    -- Told in their language: the code's last 4 only (decision 019), the e-mail to the order's address.
    perform notification_notify(p_user_id, 'reward-delivered',
      jsonb_build_object('orderId', p_order_id, 'product', v_product.name, 'last4', v_code.last4),
      p_order_id::varchar, p_email, p_mail_status, p_now);
    v_available := reward_available_codes(p_product_id, v_product.low_stock_threshold + 1);
    -- The store shows this product out of stock now: every process's cached store list must forget
    -- it (migration 0029). Only here: a notifying transaction commits one at a time, so not on every sale.
    if v_available = 0 then perform pg_notify('site_changes', 'store'); end if;
  end if;

  return query
    select false, p_order_id, case when v_code.id is null then 'pending' else 'fulfilled' end, null::varchar, v_product.kind,
      v_product.name, v_product.out_of_stock_promise_hours, v_code.key_version, v_code.iv, v_code.ciphertext, v_code.tag,
      v_code.last4, v_available, v_product.low_stock_threshold, v_product.low_stock_alerted_at is not null;
end $$;
