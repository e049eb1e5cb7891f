import { Migration } from '@mikro-orm/migrations';

/**
 * A gift-card provider's catalogue, and the links from what we sell to it (issue 33). The catalogue is
 * synced from the provider (server/modules/fulfilment); a synced product is never deleted, only marked
 * unavailable, so a link always points at a row. A reward product or a withdrawal amount linked to a
 * provider product is bought from the provider when no uploaded code is left.
 */
export class Migration0055FulfilmentProvider extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table provider_products (
        provider text not null,
        provider_product_id text not null,
        name text not null,
        brand text not null,
        country_code char(2) not null,
        face_currency char(3) not null,
        cost_currency char(3) not null,
        denomination_type text not null check (denomination_type in ('fixed', 'range')),
        -- Fixed products: [{ "face": 100, "cost": 101.5 }, …]; range products: [].
        denominations jsonb not null default '[]',
        min_face numeric(14, 2) null,
        max_face numeric(14, 2) null,
        fee_flat numeric(14, 4) not null default 0,
        fee_percent numeric(7, 4) not null default 0,
        discount_percent numeric(7, 4) not null default 0,
        available boolean not null default true,
        synced_at timestamptz not null,
        primary key (provider, provider_product_id)
      );
      create index provider_products_search_idx on provider_products (provider, country_code, lower(name));

      alter table reward_products add column provider text null, add column provider_product_id text null,
        add constraint reward_products_provider_link_check check ((provider is null) = (provider_product_id is null)),
        add constraint reward_products_provider_link_fkey foreign key (provider, provider_product_id) references provider_products (provider, provider_product_id);
      alter table withdrawal_options add column provider text null, add column provider_product_id text null,
        add constraint withdrawal_options_provider_link_check check ((provider is null) = (provider_product_id is null)),
        add constraint withdrawal_options_provider_link_fkey foreign key (provider, provider_product_id) references provider_products (provider, provider_product_id);
    `);
  }
}
