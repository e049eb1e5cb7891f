import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Public reads (today's promo code, the catalogue, the blog, the store…) are served from each
 * process's site cache (server/modules/cache/site-cache.ts, decision 011). Every table such a read
 * depends on announces its changes on `site_changes` with the read's topic, whoever changes it —
 * an admin, a job, an order, or SQL typed by hand — so every process forgets that topic when the
 * change commits. Statement-level: the topic does not depend on the row.
 */
export const PUBLIC_READ_TOPICS_BY_TABLE: Record<string, string> = {
  promo_codes: 'promo', // PROMO_TOPIC
  reward_products: 'store', // STORE_TOPIC
  reward_codes: 'store', // STORE_TOPIC: each order that takes a code
  tasks: 'tasks', // TASKS_TOPIC
  task_submissions: 'tasks', // TASKS_TOPIC: the slots left
  catalogue_items: 'catalogue', // CATALOGUE_TOPIC
  blog_posts: 'blog', // BLOG_TOPIC
  media_files: 'blog', // BLOG_TOPIC: a post's hero image
  game_configs: 'games', // GAMES_TOPIC
  game_tables: 'games', // GAMES_TOPIC: the prize tables
};

export class Migration0029PublicReadChangeNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('notify_site_change'));
    for (const [table, topic] of Object.entries(PUBLIC_READ_TOPICS_BY_TABLE)) {
      this.addSql(`
        create trigger ${table}_notify_site_change after insert or update or delete or truncate on ${table}
          for each statement execute function notify_site_change('${topic}');
      `);
    }
  }
}
