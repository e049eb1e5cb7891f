import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue apps and blog posts in Hindi too (issue 29, decision 037): a Hindi column beside each
 * text a reader sees, as the pages have (migration 0020). Empty means "no Hindi text yet": readers
 * get the English one, marked as English. The limits are the English columns' own.
 */
export class Migration0041ContentHindiText extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table catalogue_items
        add column title_hi varchar(120) not null default '',
        add column lock_reason_hi varchar(300) not null default '';
      alter table blog_posts
        add column title_hi varchar(200) not null default '',
        add column excerpt_hi varchar(500) not null default '',
        add column content_hi text not null default '';
    `);
  }
}
