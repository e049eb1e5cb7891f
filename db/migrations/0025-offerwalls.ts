import { Migration } from '@mikro-orm/migrations';

/**
 * Offerwall postbacks with pending credits (issue 18).
 *
 * `offerwall_providers`: one row per provider an admin has configured; no row means off. The secret
 * signs the provider's postbacks (HMAC), so it is kept as given; only the admin can write it and no
 * answer ever carries it. A provider is on only with a secret (the check).
 *
 * `offerwall_credits`: a credited postback waiting out its hold in the `offerwall-pending` account
 * (the ledger check compares that account with the pending rows here). The release job moves it to
 * the user once (`release_transfer_id`); a chargeback marks it reversed (`reversal_transfer_id`, and
 * the debt it may leave is a `user_debts` row). One credit per provider transaction.
 *
 * `offerwall_transactions`: every postback that took effect, credit or reversal, written in the same
 * transaction as its ledger effect: UNIQUE(provider, external_txn_id, kind) is what makes a provider's
 * retries and duplicates change nothing.
 */
export class Migration0025Offerwalls extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into wallet_accounts (kind, code) values ('system', 'offerwalls'), ('system', 'offerwall-pending');

      create table offerwall_providers (
        provider varchar(20) primary key,
        enabled boolean not null default false,
        secret varchar(200) null,
        hold_days integer not null check (hold_days between 0 and 90),
        allowed_ips text[] not null default '{}',
        wall_url varchar(500) null,
        updated_at timestamptz not null,
        check (not enabled or secret is not null)
      );

      create table offerwall_credits (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete restrict,
        provider varchar(20) not null,
        external_txn_id varchar(200) not null,
        amount_paise bigint not null check (amount_paise > 0),
        status varchar(10) not null check (status in ('pending', 'released', 'reversed')),
        created_at timestamptz not null,
        clears_at timestamptz not null,
        released_at timestamptz null,
        reversed_at timestamptz null,
        credit_transfer_id uuid not null references ledger_transfers(id),
        release_transfer_id uuid null references ledger_transfers(id),
        reversal_transfer_id uuid null references ledger_transfers(id),
        unique (provider, external_txn_id),
        -- A released credit may be reversed later (a chargeback after clearing): it keeps its released_at.
        check (status <> 'released' or released_at is not null),
        check (status <> 'pending' or released_at is null),
        check ((status = 'reversed') = (reversed_at is not null))
      );
      create index offerwall_credits_due_idx on offerwall_credits (clears_at, id) where status = 'pending';
      create index offerwall_credits_user_idx on offerwall_credits (user_id, created_at desc);

      create table offerwall_transactions (
        id uuid primary key default gen_random_uuid(),
        provider varchar(20) not null,
        external_txn_id varchar(200) not null,
        kind varchar(10) not null check (kind in ('credit', 'reversal')),
        user_id uuid not null references users(id) on delete restrict,
        reward_paise bigint not null check (reward_paise > 0),
        payout varchar(40) null,
        credit_id uuid null references offerwall_credits(id),
        received_at timestamptz not null,
        unique (provider, external_txn_id, kind)
      );
    `);
  }
}
