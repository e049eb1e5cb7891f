-- A user's wallet account is opened on first use; a system account must exist (migration 0002
-- creates them). Called only by wallet_post_transfer.
create or replace function wallet_account_id(p_user_id uuid, p_system varchar) returns uuid
language plpgsql as $$
declare
  v_id uuid;
begin
  if p_system is not null then
    select id into v_id from wallet_accounts where code = p_system;
    if v_id is null then raise exception 'system account % is missing', p_system; end if;
    return v_id;
  end if;
  select id into v_id from wallet_accounts where user_id = p_user_id;
  if v_id is null then
    insert into wallet_accounts (kind, user_id) values ('user', p_user_id)
      on conflict (user_id) do nothing returning id into v_id;
    if v_id is null then select id into v_id from wallet_accounts where user_id = p_user_id; end if;
  end if;
  return v_id;
end $$;
