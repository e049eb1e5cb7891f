import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Public reads (today's promo code, the catalogue, the blog, the store…) are served from each
 * process's site cache (server/modules/cache/site-cache.ts, decision 011). Every table such a read
 * depends on announces its changes on `site_changes` with the read's topic, whoever changes it —
 * an admin, a job, an order, or SQL typed by hand — so every process forgets that topic when the
 * change commits. Statement-level: the topic does not depend on the row.
 */
/**
 * Which changes of which table announce which topic. PostgreSQL lets transactions that notified
 * commit only one at a time, so a table the money path or an order writes on every request
 * announces only the changes its read shows: a promo redemption's use count, or an order taking a
 * code, must not (the order function itself announces the sale of a product's last code).
 */
const ANNOUNCED_CHANGES: Array<{ table: string; topic: string; events: string }> = [
  { table: 'promo_codes', topic: 'promo', events: 'insert or update of code, amount_paise, is_active, daily_for, vip_only or delete or truncate' }, // PROMO_TOPIC
  { table: 'reward_products', topic: 'store', events: 'insert or update or delete or truncate' }, // STORE_TOPIC
  { table: 'reward_codes', topic: 'store', events: 'insert or delete or truncate' }, // STORE_TOPIC: uploads (a code back in stock: below)
  { table: 'tasks', topic: 'tasks', events: 'insert or update or delete or truncate' }, // TASKS_TOPIC
  { table: 'task_submissions', topic: 'tasks', events: 'insert or update or delete or truncate' }, // TASKS_TOPIC: the slots left
  { table: 'catalogue_items', topic: 'catalogue', events: 'insert or update or delete or truncate' }, // CATALOGUE_TOPIC
  { table: 'blog_posts', topic: 'blog', events: 'insert or update or delete or truncate' }, // BLOG_TOPIC
  { table: 'media_files', topic: 'blog', events: 'insert or update or delete or truncate' }, // BLOG_TOPIC: a post's hero image
  { table: 'game_configs', topic: 'games', events: 'insert or update or delete or truncate' }, // GAMES_TOPIC
  { table: 'game_tables', topic: 'games', events: 'insert or update or delete or truncate' }, // GAMES_TOPIC: the prize tables
];

export class Migration0029PublicReadChangeNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('notify_site_change'));
    for (const { table, topic, events } of ANNOUNCED_CHANGES) {
      this.addSql(`
        create trigger ${table}_notify_site_change after ${events} on ${table}
          for each statement execute function notify_site_change('${topic}');
      `);
    }
    // A code back in stock (a refused order's claim undone commits nothing; an admin returning a code does).
    this.addSql(`
      create trigger reward_codes_back_in_stock_notify after update of status on reward_codes
        for each row when (new.status = 'available' and old.status <> 'available') execute function notify_site_change('store');
    `);
  }
}
