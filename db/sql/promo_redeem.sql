-- Redeems a promo code once per user and credits it through wallet_post_transfer (redeem-promo-code.ts).
-- Only the use count is taken with a conditional update, as the last statement, so the daily code's row
-- lock is held briefly; "once per user" is the transfer's idempotency key. A VIP code (issue 19) is
-- redeemed only on the VIP page and only by a member at that instant, read in the same statement as the credit.
create or replace function promo_redeem(p_user_id uuid, p_code varchar, p_description varchar, p_line_code varchar, p_line_values jsonb, p_now timestamptz, p_today date, p_vip boolean,
  out amount_paise bigint, out code varchar, out new_balance bigint)
language plpgsql as $$
declare
  v_promo promo_codes%rowtype;
  v_transfer record;
begin
  select * into v_promo from promo_codes where promo_codes.code = p_code;
  if not found or v_promo.vip_only <> p_vip then raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.unknown'; end if;
  if p_vip and not exists (select 1 from vip_orders where user_id = p_user_id and status in ('paid', 'refunded')
                                                     and granted_from <= p_now and granted_until > p_now) then
    raise exception using errcode = 'MN000', message = 'promo refused', detail = 'vip.not-member';
  end if;
  if not v_promo.is_active then raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.inactive'; end if;
  if v_promo.expires_at is not null and v_promo.expires_at <= p_now then
    raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.expired';
  end if;
  if v_promo.daily_for is not null and v_promo.daily_for <> p_today then
    raise exception using errcode = 'MN000', message = 'promo refused',
      detail = case when v_promo.daily_for < p_today then 'promo.expired' else 'promo.not-today' end;
  end if;
  if exists (select 1 from promo_redemptions where promo_code_id = v_promo.id and user_id = p_user_id) then
    raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.already-used';
  end if;
  if v_promo.max_uses is not null and v_promo.uses_count >= v_promo.max_uses then
    raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.exhausted';
  end if;

  select * into v_transfer from wallet_post_transfer('promo:' || v_promo.id || ':' || p_user_id, 'promo',
    null, 'promotions', p_user_id, null, v_promo.amount_paise, p_description, p_line_code, p_line_values, v_promo.id::varchar, v_promo.code, p_now);
  if v_transfer.replayed then
    raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.already-used';
  end if;
  insert into promo_redemptions (promo_code_id, user_id, transfer_id, created_at)
    values (v_promo.id, p_user_id, v_transfer.transfer_id, p_now);

  update promo_codes set uses_count = uses_count + 1
    where id = v_promo.id and is_active and (max_uses is null or uses_count < max_uses);
  if not found then
    raise exception using errcode = 'MN000', message = 'promo refused',
      detail = case when (select is_active from promo_codes where id = v_promo.id) then 'promo.exhausted' else 'promo.inactive' end;
  end if;
  amount_paise := v_promo.amount_paise;
  code := v_promo.code;
  new_balance := v_transfer.to_balance;
end $$;
