import { Migration } from '@mikro-orm/migrations';

/**
 * The ledger: accounts with a cached balance, immutable transfers (one per money movement, with
 * its idempotency key) and their two entries (debit and credit), plus promo codes and withdrawal
 * requests. Every balance column is changed only by the wallet module's conditional updates.
 */
export class Migration0002MoneyCore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table wallet_accounts (
        id uuid primary key default gen_random_uuid(),
        kind varchar(10) not null check (kind in ('user', 'system')),
        user_id uuid null unique references users(id) on delete restrict,
        code varchar(40) null unique,
        balance bigint not null default 0,
        created_at timestamptz not null default now(),
        constraint wallet_accounts_owner check ((kind = 'user' and user_id is not null and code is null) or (kind = 'system' and user_id is null and code is not null)),
        -- System accounts are the other side of every movement and may run negative; users never.
        constraint wallet_accounts_balance_non_negative check (kind = 'system' or balance >= 0)
      );
      insert into wallet_accounts (kind, code) values
        ('system', 'promotions'), ('system', 'games'), ('system', 'referrals'), ('system', 'tasks'),
        ('system', 'adjustments'), ('system', 'withdrawal-holds'), ('system', 'withdrawals');

      create table ledger_transfers (
        id uuid primary key default gen_random_uuid(),
        idempotency_key varchar(200) not null unique,
        request_fingerprint varchar(64) not null,
        kind varchar(30) not null,
        debit_account_id uuid not null references wallet_accounts(id),
        credit_account_id uuid not null references wallet_accounts(id),
        amount bigint not null check (amount > 0),
        description varchar(300) not null,
        reference varchar(200) null,
        promo_code varchar(40) null,
        created_at timestamptz not null,
        check (debit_account_id <> credit_account_id)
      );

      create table ledger_entries (
        id bigserial primary key,
        transfer_id uuid not null references ledger_transfers(id),
        account_id uuid not null references wallet_accounts(id),
        amount bigint not null check (amount <> 0),
        kind varchar(30) not null,
        description varchar(300) not null,
        reference varchar(200) null,
        promo_code varchar(40) null,
        created_at timestamptz not null
      );
      create index ledger_entries_account_idx on ledger_entries (account_id, created_at desc, id desc);
      create index ledger_entries_transfer_idx on ledger_entries (transfer_id);

      -- The ledger is append-only: no update or delete ever reaches transfers or entries.
      create function ledger_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name;
      end $$;
      create trigger ledger_transfers_append_only before update or delete on ledger_transfers
        for each row execute function ledger_is_append_only();
      create trigger ledger_entries_append_only before update or delete on ledger_entries
        for each row execute function ledger_is_append_only();

      create table promo_codes (
        id uuid primary key default gen_random_uuid(),
        code varchar(40) not null unique check (code = upper(code)),
        amount_paise bigint not null check (amount_paise > 0),
        is_active boolean not null default true,
        max_uses integer null check (max_uses is null or max_uses > 0),
        uses_count integer not null default 0,
        expires_at timestamptz null,
        daily_for date null,
        created_at timestamptz not null,
        check (max_uses is null or uses_count <= max_uses)
      );
      create index promo_codes_daily_idx on promo_codes (daily_for) where daily_for is not null;

      create table promo_redemptions (
        id uuid primary key default gen_random_uuid(),
        promo_code_id uuid not null references promo_codes(id),
        user_id uuid not null references users(id),
        transfer_id uuid not null references ledger_transfers(id),
        created_at timestamptz not null,
        unique (promo_code_id, user_id)
      );

      create table withdrawal_options (
        amount_paise bigint primary key check (amount_paise > 0),
        is_available boolean not null default true,
        unavailable_reason varchar(200) null,
        check (is_available or unavailable_reason is not null)
      );
      insert into withdrawal_options (amount_paise) values (3000), (5000), (10000);

      create table redeem_requests (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id),
        amount_paise bigint not null check (amount_paise > 0),
        email varchar(254) not null,
        status varchar(10) not null check (status in ('pending', 'completed', 'rejected')),
        code varchar(100) null,
        reject_reason varchar(500) null,
        idempotency_key varchar(200) null unique,
        request_fingerprint varchar(64) not null,
        hold_transfer_id uuid not null references ledger_transfers(id),
        resolution_transfer_id uuid null references ledger_transfers(id),
        resolved_by uuid null references admins(id),
        created_at timestamptz not null,
        resolved_at timestamptz null,
        check ((status = 'completed') = (code is not null)),
        check ((status = 'rejected') = (reject_reason is not null))
      );
      create index redeem_requests_user_idx on redeem_requests (user_id, created_at desc);
      create index redeem_requests_status_idx on redeem_requests (status, created_at desc);
    `);
  }
}
