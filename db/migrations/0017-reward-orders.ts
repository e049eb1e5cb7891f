import { Migration } from '@mikro-orm/migrations';

/**
 * Reward orders (issue 16, decision 019): one row per purchase from the store, paid by a hold on
 * the wallet (the reward-holds account) that is settled into `rewards` when a code or top-up is
 * delivered, or released (a refund) when the order is rejected. The code itself stays sealed in
 * reward_codes; an order only points at it.
 */
export class Migration0017RewardOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- Separate from the withdrawal accounts so the ledger check can match each holds account to
      -- its own pending rows.
      insert into wallet_accounts (kind, code) values ('system', 'reward-holds'), ('system', 'rewards');

      create table reward_orders (
        id uuid primary key,
        user_id uuid not null references users(id) on delete restrict,
        product_id uuid not null references reward_products(id) on delete restrict,
        price_paise bigint not null check (price_paise > 0),
        email varchar(254) null,
        free_fire_uid varchar(15) null check (free_fire_uid ~ '^[0-9]{6,15}$'),
        status text not null check (status in ('fulfilled', 'pending', 'rejected')),
        code_id uuid null unique references reward_codes(id) on delete restrict,
        reference varchar(200) null,
        reason varchar(500) null,
        report_note varchar(1000) null,
        idempotency_key varchar(100) null,
        reissue_count integer not null default 0 check (reissue_count between 0 and 1),
        created_at timestamptz not null,
        fulfilled_at timestamptz null,
        rejected_at timestamptz null,
        reported_at timestamptz null,
        updated_at timestamptz not null,
        -- Exactly one destination: an e-mail for gift cards, a Free Fire UID for top-ups.
        check ((email is null) <> (free_fire_uid is null)),
        -- A rejected order keeps fulfilled_at when it was refunded after a report.
        check (status <> 'fulfilled' or fulfilled_at is not null),
        check (status <> 'pending' or fulfilled_at is null),
        check ((status = 'rejected') = (rejected_at is not null and reason is not null)),
        check (status <> 'fulfilled' or code_id is not null or reference is not null),
        check ((report_note is null) = (reported_at is null)),
        unique (user_id, idempotency_key)
      );
      create index reward_orders_user_idx on reward_orders (user_id, created_at desc, id desc);
      create index reward_orders_status_idx on reward_orders (status, created_at);

      -- Deferred: placing an order claims its code before the order row is written, in one transaction.
      alter table reward_codes add constraint reward_codes_order_id_fkey
        foreign key (order_id) references reward_orders(id) deferrable initially deferred;
    `);
  }
}
