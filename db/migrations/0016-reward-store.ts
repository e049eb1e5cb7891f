import { Migration } from '@mikro-orm/migrations';

/**
 * The reward store's products and code inventory (issue 16). A code is never stored in clear
 * (decision 018): the AES-256-GCM iv, ciphertext and tag under a key version, an HMAC-SHA256
 * fingerprint (unique, so one code cannot be stocked twice) and the last 4 characters for admins.
 * `order_id` gets its foreign key with the reward orders table.
 */
export class Migration0016RewardStore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reward_products (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('google_play', 'app_store', 'free_fire_diamonds')),
        name varchar(100) not null check (length(btrim(name)) > 0),
        face_value integer not null check (face_value > 0),
        price_paise bigint not null check (price_paise > 0),
        region varchar(100) not null,
        validity varchar(200) not null,
        image_url varchar(500) null,
        enabled boolean not null default false,
        featured_weekday smallint null check (featured_weekday between 0 and 6),
        low_stock_threshold integer not null default 0 check (low_stock_threshold >= 0),
        out_of_stock_promise_hours integer null check (out_of_stock_promise_hours > 0),
        demo boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );

      create table reward_codes (
        id uuid primary key default gen_random_uuid(),
        product_id uuid not null references reward_products(id) on delete restrict,
        key_version integer not null check (key_version > 0),
        iv bytea not null check (octet_length(iv) = 12),
        ciphertext bytea not null check (octet_length(ciphertext) > 0),
        tag bytea not null check (octet_length(tag) = 16),
        hmac bytea not null unique check (octet_length(hmac) = 32),
        last4 varchar(4) not null,
        status text not null default 'available' check (status in ('available', 'assigned', 'revealed', 'reported')),
        order_id uuid null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((status = 'available') = (order_id is null))
      );

      -- Claiming the next code of a product reads only its available rows.
      create index reward_codes_available_idx on reward_codes (product_id, created_at) where status = 'available';
      create index reward_codes_product_status_idx on reward_codes (product_id, status);
    `);
  }
}
