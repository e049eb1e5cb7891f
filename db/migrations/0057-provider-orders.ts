import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Orders sent to a gift-card provider (issue 33, decision 060). One row per order of ours the provider is
 * asked for, keyed by that order's id, which is also the provider's idempotency identifier
 * (customIdentifier): a row can never be written twice for one order, so the provider can never be asked
 * twice under two identifiers. `lease_until` is the one runner (the request, a job run, the sweep) allowed
 * to talk to the provider about the row at a time; `place_sent_at` means a placeOrder call may have
 * reached the provider, so runners look the order up (findOrder) before they could ever place again. `wait_reason` is what the buyer is told
 * while the order waits (a catalogue code, server/contract/rewards/rules.ts).
 *
 * reward_place_order and redeem_request_withdrawal take the name of the configured provider (null without
 * one): a linked product whose stock is gone, or a linked withdrawal amount, then gets its provider order in
 * the statement that holds the money. Their arguments change, so the old ones are dropped first (on a fresh
 * database earlier migrations made the new ones from the same files).
 */
export class Migration0057ProviderOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table provider_orders (
        id uuid primary key,
        kind text not null check (kind in ('reward-order', 'withdrawal')),
        provider text not null,
        provider_product_id text not null,
        face_value numeric(14, 2) not null,
        face_currency char(3) not null,
        state text not null check (state in ('placing', 'placed', 'delivered', 'needs-admin', 'closed')),
        wait_reason text not null check (wait_reason in ('buying', 'supplier-slow', 'waiting-team')),
        transaction_id text null,
        cost numeric(14, 4) null,
        cost_currency char(3) null,
        attempts integer not null default 0,
        -- Set (and committed) before each placeOrder call; cleared by a definite refusal. While set, runners
        -- look the order up and adopt it; they place again only once a lookup long after the call still finds
        -- nothing (a lookup can lag the order; the provider's own customIdentifier check is the backstop, decision 060).
        place_sent_at timestamptz null,
        next_attempt_at timestamptz not null,
        lease_until timestamptz null,
        last_reason text null,
        created_at timestamptz not null,
        placed_at timestamptz null,
        delivered_at timestamptz null,
        updated_at timestamptz not null,
        foreign key (provider, provider_product_id) references provider_products (provider, provider_product_id)
      );
      -- The sweep's rows: those still with the provider whose next attempt is due.
      create index provider_orders_due_idx on provider_orders (next_attempt_at) where state in ('placing', 'placed');
      -- The admin's list of orders waiting for a decision.
      create index provider_orders_needs_admin_idx on provider_orders (created_at) where state = 'needs-admin';
      -- The last balance the provider reported, shared by every process: the gauge reads it (decision 056's
      -- database registry, once per scrape) and the low-balance mail goes once per crossing (alerted_at).
      create table provider_balances (
        provider text primary key,
        amount numeric(14, 4) not null,
        currency char(3) not null,
        read_at timestamptz not null,
        alerted_at timestamptz null
      );
      drop function if exists reward_place_order(uuid, uuid, uuid, varchar, varchar, varchar, varchar, timestamptz);
      drop function if exists redeem_request_withdrawal(uuid, bigint, varchar, varchar, varchar, varchar, varchar, jsonb, timestamptz);
    `);
    this.addSql(readSqlFunction('reward_place_order'));
    this.addSql(readSqlFunction('redeem_request_withdrawal'));
  }
}
