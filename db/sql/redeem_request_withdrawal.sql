-- Creates a withdrawal request and holds its amount in the same statement. Called by
-- server/modules/redeem/request-withdrawal.ts; its refusal keys are server/modules/redeem/refusals.ts's.
--
-- With an idempotency key, a retry answers the first request (replayed = true). Retries wait for
-- each other on an advisory lock of the key (the caller scopes it to the user), so a racing retry
-- finds the first's request instead of trying to hold the amount again — which, when the balance
-- covered one withdrawal, refused it as "insufficient balance" (found by the money simulator,
-- issue 27). The unique key still answers any duplicate that gets past it with 23505. The request's
-- id is time-ordered (time_ordered_uuid, migration 0007) so inserts append to the index.
create or replace function redeem_request_withdrawal(p_user_id uuid, p_amount bigint, p_email varchar, p_idempotency_key varchar,
  p_fingerprint varchar, p_description varchar, p_now timestamptz)
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
    p_user_id, null, null, 'withdrawal-holds', p_amount, p_description, v_id::varchar, null, p_now);
  insert into redeem_requests (id, user_id, amount_paise, email, status, idempotency_key, request_fingerprint, hold_transfer_id, created_at)
    values (v_id, p_user_id, p_amount, p_email, 'pending', p_idempotency_key, p_fingerprint, v_transfer.transfer_id, p_now)
    returning * into v_request;
  return query select false, v_request;
end $$;
