-- Creates a withdrawal request and holds its amount in one statement (request-withdrawal.ts). Retries with
-- one idempotency key wait on an advisory lock and answer the first request (replayed), never a second
-- hold refused as "insufficient balance" (issue 27). Time-ordered ids append to the index (migration 0007).
create or replace function redeem_request_withdrawal(p_user_id uuid, p_amount bigint, p_email varchar, p_idempotency_key varchar,
  p_fingerprint varchar, p_description varchar, p_line_code varchar, p_line_values jsonb, p_now timestamptz)
returns table (replayed boolean, request redeem_requests)
language plpgsql as $$
declare
  v_request redeem_requests%rowtype;
  v_option withdrawal_options%rowtype;
  v_transfer record;
  v_id uuid := time_ordered_uuid();
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
  return query select false, v_request;
end $$;
