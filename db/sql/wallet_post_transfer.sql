-- The only code that changes a balance (decisions 003, 006). Claims the idempotency key (same content:
-- replayed; other content: refused), moves user balances with conditional updates in id order (never below
-- zero, no deadlock) and appends the two entries; system accounts' balances are their entries' sum.
-- An earning first pays the user's open debts (migration 0023), oldest first, as a debt-recovery transfer
-- keyed by this one. Refusals raise MN000 with the refusal key in DETAIL, so wording stays in TypeScript.
-- A transfer's line is its code and values (decision 038, server/contract/wallet/ledger-lines.ts), worded
-- when read; the description is its English wording, kept for logs and whoever reads the table.
create or replace function wallet_post_transfer(
  p_idempotency_key varchar, p_kind varchar,
  p_from_user uuid, p_from_system varchar, p_to_user uuid, p_to_system varchar,
  p_amount bigint, p_description varchar, p_line_code varchar, p_line_values jsonb, p_reference varchar, p_promo_code varchar, p_now timestamptz,
  out transfer_id uuid, out replayed boolean, out from_balance bigint, out to_balance bigint)
language plpgsql as $$
declare
  v_from uuid;
  v_to uuid;
  v_fingerprint varchar;
  v_existing_fingerprint varchar;
  v_balance bigint;
  v_move record;
  v_debt record;
  v_left bigint;
  v_take bigint;
  v_recovery record;
begin
  if p_amount is null or p_amount <= 0 then raise exception 'transfer amount must be positive'; end if;
  v_from := wallet_account_id(p_from_user, p_from_system);
  v_to := wallet_account_id(p_to_user, p_to_system);
  v_fingerprint := encode(sha256(convert_to(concat_ws('|', p_kind,
    coalesce('system:' || p_from_system, 'user:' || p_from_user),
    coalesce('system:' || p_to_system, 'user:' || p_to_user),
    p_amount, coalesce(p_reference, '')), 'UTF8')), 'hex');

  insert into ledger_transfers (idempotency_key, request_fingerprint, kind, debit_account_id, credit_account_id, amount, description, line_code, line_values, reference, promo_code, created_at)
    values (p_idempotency_key, v_fingerprint, p_kind, v_from, v_to, p_amount, p_description, p_line_code, p_line_values, p_reference, p_promo_code, p_now)
    on conflict (idempotency_key) do nothing
    returning id into transfer_id;
  if transfer_id is null then
    select id, request_fingerprint into transfer_id, v_existing_fingerprint from ledger_transfers where idempotency_key = p_idempotency_key;
    if v_existing_fingerprint is distinct from v_fingerprint then
      raise exception using errcode = 'MN000', message = 'idempotency key reused with different content', detail = 'idempotency-key-reused';
    end if;
    replayed := true;
    return;
  end if;
  replayed := false;

  for v_move in
    select * from (values (v_from, -p_amount, p_from_user is not null), (v_to, p_amount, p_to_user is not null)) as m(account_id, delta, is_user)
    where m.is_user order by m.account_id
  loop
    update wallet_accounts set balance = balance + v_move.delta
      where id = v_move.account_id and balance + v_move.delta >= 0
      returning balance into v_balance;
    if not found then
      raise exception using errcode = 'MN000', message = 'insufficient balance', detail = 'insufficient-balance';
    end if;
    if v_move.account_id = v_from then from_balance := v_balance; else to_balance := v_balance; end if;
  end loop;

  insert into ledger_entries (transfer_id, account_id, amount, kind, description, line_code, line_values, reference, promo_code, created_at) values
    (transfer_id, v_from, -p_amount, p_kind, p_description, p_line_code, p_line_values, p_reference, p_promo_code, p_now),
    (transfer_id, v_to, p_amount, p_kind, p_description, p_line_code, p_line_values, p_reference, p_promo_code, p_now);

  if p_to_user is not null and p_kind in ('game-prize', 'task', 'referral', 'promo', 'offerwall-release') then
    v_left := p_amount;
    for v_debt in
      select id, amount_paise - settled_paise as open_paise from user_debts
      where user_id = p_to_user and settled_paise < amount_paise
      order by created_at, id
      for update
    loop
      exit when v_left = 0;
      v_take := least(v_left, v_debt.open_paise);
      update user_debts set settled_paise = settled_paise + v_take,
          settled_at = case when settled_paise + v_take = amount_paise then p_now end
        where id = v_debt.id;
      v_left := v_left - v_take;
    end loop;
    if v_left < p_amount then
      select * into v_recovery from wallet_post_transfer('debt-recovery:' || transfer_id, 'debt-recovery',
        p_to_user, null, null, 'recoveries', p_amount - v_left, 'Taken towards what you owe', 'debt.recovered', '{}'::jsonb,
        transfer_id::varchar, null, p_now);
      to_balance := v_recovery.from_balance;
    end if;
  end if;
end $$;
