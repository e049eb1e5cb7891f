import { Migration } from '@mikro-orm/migrations';

/**
 * The money operations as PostgreSQL functions, so each one is a single round trip (decision 006,
 * docs/performance.md). The rules are the same as before: the wallet function is the only code
 * that changes a balance; a refusal raises SQLSTATE MN000 with a refusal key in DETAIL (and any
 * value the message needs in HINT), which server/modules/wallet/money-refusal.ts turns into an
 * AppError, so user-facing wording stays in TypeScript. Every value that depends on the clock is a
 * parameter: the server's injectable clock decides "now" and "today", never the database.
 *
 * Rate-limit counters move to an UNLOGGED table keyed by window end: they are written on every
 * limited request, and a crash that empties them costs at most one window of counting, never money.
 */
export class Migration0006MoneyFunctions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- Counting a request's buckets in one upsert needs each row's own window end.
      drop table rate_limit_buckets;
      create unlogged table rate_limit_buckets (
        key varchar(200) primary key,
        window_ends_at timestamptz not null,
        hits integer not null
      );

      -- A user's account is opened on first use; a system account must exist (migration 0002).
      create function wallet_account_id(p_user_id uuid, p_system varchar) returns uuid
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

      -- Claims the idempotency key, moves the user balances with conditional updates (never below
      -- zero; the CHECK constraint is the backstop) and appends the two entries. A key already
      -- posted with the same content answers replayed = true and changes nothing; with different
      -- content it is refused. User rows are updated in id order so opposite movements cannot deadlock.
      -- System accounts keep no cached balance: their balance is the sum of their entries (decision 003).
      create function wallet_post_transfer(
        p_idempotency_key varchar, p_kind varchar,
        p_from_user uuid, p_from_system varchar, p_to_user uuid, p_to_system varchar,
        p_amount bigint, p_description varchar, p_reference varchar, p_promo_code varchar, p_now timestamptz,
        out transfer_id uuid, out replayed boolean, out from_balance bigint, out to_balance bigint)
      language plpgsql as $$
      declare
        v_from uuid;
        v_to uuid;
        v_fingerprint varchar;
        v_existing_fingerprint varchar;
        v_balance bigint;
        v_move record;
      begin
        if p_amount is null or p_amount <= 0 then raise exception 'transfer amount must be positive'; end if;
        v_from := wallet_account_id(p_from_user, p_from_system);
        v_to := wallet_account_id(p_to_user, p_to_system);
        v_fingerprint := encode(sha256(convert_to(concat_ws('|', p_kind,
          coalesce('system:' || p_from_system, 'user:' || p_from_user),
          coalesce('system:' || p_to_system, 'user:' || p_to_user),
          p_amount, coalesce(p_reference, '')), 'UTF8')), 'hex');

        insert into ledger_transfers (idempotency_key, request_fingerprint, kind, debit_account_id, credit_account_id, amount, description, reference, promo_code, created_at)
          values (p_idempotency_key, v_fingerprint, p_kind, v_from, v_to, p_amount, p_description, p_reference, p_promo_code, p_now)
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

        insert into ledger_entries (transfer_id, account_id, amount, kind, description, reference, promo_code, created_at) values
          (transfer_id, v_from, -p_amount, p_kind, p_description, p_reference, p_promo_code, p_now),
          (transfer_id, v_to, p_amount, p_kind, p_description, p_reference, p_promo_code, p_now);
      end $$;

      -- Redeems a code once per user. The code row is read without a lock; only a code's use is
      -- taken with a conditional update, as the last statement, so concurrent redemptions of one
      -- code (the daily code) hold its row lock only from there to COMMIT. "Once per user" is the
      -- transfer's idempotency key: a concurrent second attempt finds it replayed and is refused.
      create function promo_redeem(p_user_id uuid, p_code varchar, p_description varchar, p_now timestamptz, p_today date,
        out amount_paise bigint, out code varchar, out new_balance bigint)
      language plpgsql as $$
      declare
        v_promo promo_codes%rowtype;
        v_transfer record;
      begin
        select * into v_promo from promo_codes where promo_codes.code = p_code;
        if not found then raise exception using errcode = 'MN000', message = 'promo refused', detail = 'promo.unknown'; end if;
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
          null, 'promotions', p_user_id, null, v_promo.amount_paise, p_description, v_promo.id::varchar, v_promo.code, p_now);
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

      -- Creates a withdrawal request and holds its amount in the same statement. With an
      -- idempotency key, a retry answers the first request (replayed = true); the unique key makes a
      -- racing duplicate fail with 23505, which the caller answers the same way.
      create function redeem_request_withdrawal(p_user_id uuid, p_amount bigint, p_email varchar, p_idempotency_key varchar,
        p_fingerprint varchar, p_description varchar, p_now timestamptz)
      returns table (replayed boolean, request redeem_requests)
      language plpgsql as $$
      declare
        v_request redeem_requests%rowtype;
        v_option withdrawal_options%rowtype;
        v_transfer record;
        v_id uuid := gen_random_uuid();
      begin
        if p_idempotency_key is not null then
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
    `);
  }
}
