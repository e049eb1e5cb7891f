-- Creates a withdrawal request and holds its amount in one statement (request-withdrawal.ts). Retries with
-- one idempotency key wait on an advisory lock and answer the first request (replayed), never a second
-- hold refused as "insufficient balance" (issue 27). Time-ordered ids append to the index (migration 0007).
-- An amount linked to an available card of the configured provider (p_provider) gets its provider order here,
-- with the hold: the caller buys the card after commit (decision 060).
create or replace function redeem_request_withdrawal(p_user_id uuid, p_amount bigint, p_email varchar, p_idempotency_key varchar,
  p_fingerprint varchar, p_description varchar, p_line_code varchar, p_line_values jsonb, p_now timestamptz, p_provider varchar default null)
returns table (replayed boolean, request redeem_requests)
language plpgsql as $$
declare
  v_request redeem_requests%rowtype;
  v_option withdrawal_options%rowtype;
  v_transfer record;
  v_id uuid := time_ordered_uuid();
  v_face_currency char(3);
begin
  if p_idempotency_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('withdrawal-request:' || p_idempotency_key, 0));
    select * into v_request from redeem_requests where idempotency_key = p_idempotency_key;
    if found then
      if v_request.request_fingerprint <> p_fingerprint then
        raise exception using errcode = 'MN000', message = 'withdrawal refused', detail = 'redeem.key-reused';
      end if;
      return query select true, v_request;
      return;
    end if;
  end if;
  select * into v_option from withdrawal_options where amount_paise = p_amount;
  if not found then raise exception using errcode = 'MN000', message = 'withdrawal refused', detail = 'redeem.unknown-amount'; end if;
  if not v_option.is_available then
    raise exception using errcode = 'MN000', message = 'withdrawal refused', detail = 'redeem.unavailable', hint = v_option.unavailable_reason;
  end if;

  select * into v_transfer from wallet_post_transfer('withdrawal-hold:' || v_id, 'withdrawal-hold',
    p_user_id, null, null, 'withdrawal-holds', p_amount, p_description, p_line_code, p_line_values, v_id::varchar, null, p_now);
  insert into redeem_requests (id, user_id, amount_paise, email, status, idempotency_key, request_fingerprint, hold_transfer_id, created_at)
    values (v_id, p_user_id, p_amount, p_email, 'pending', p_idempotency_key, p_fingerprint, v_transfer.transfer_id, p_now)
    returning * into v_request;
  if v_option.provider = p_provider then
    select pp.face_currency into v_face_currency from provider_products pp
      where pp.provider = v_option.provider and pp.provider_product_id = v_option.provider_product_id and pp.available;
    if v_face_currency is not null then
      insert into provider_orders (id, kind, provider, provider_product_id, face_value, face_currency, state, wait_reason, next_attempt_at, created_at, updated_at)
        values (v_id, 'withdrawal', v_option.provider, v_option.provider_product_id, p_amount / 100.0, v_face_currency, 'placing', 'buying', p_now, p_now, p_now);
    end if;
  end if;
  return query select false, v_request;
end $$;
