import { Migration } from '@mikro-orm/migrations';

/**
 * The public figures (issue 16): a user may keep their name off the home page's ticker, and the
 * ticker reads each source's newest events through a partial index instead of scanning the table
 * every few seconds.
 */
export class Migration0018TickerOptOut extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users add column ticker_opt_out boolean not null default false;

      create index reward_orders_fulfilled_at_idx on reward_orders (fulfilled_at desc) where status = 'fulfilled';
      create index redeem_requests_resolved_at_idx on redeem_requests (resolved_at desc) where status = 'completed';
      create index ledger_transfers_game_prize_idx on ledger_transfers (created_at desc) where kind = 'game-prize';
    `);
  }
}
