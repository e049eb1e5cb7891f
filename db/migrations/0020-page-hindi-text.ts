import { Migration } from '@mikro-orm/migrations';

/**
 * The editable pages in Hindi too (issue 16: the store's words "in both languages"). Columns beside
 * the English ones rather than one row per language: a page stays one row with one slug as its key,
 * so its admin edit, audit entry and "last updated" stay one thing, and there are exactly two
 * languages (decision 015). Empty means "no Hindi text yet": readers get the English text, and the
 * seed fills it (an existing installation's pages get their Hindi at the next boot).
 */
export class Migration0020PageHindiText extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table pages add column title_hi varchar(200) not null default '';
      alter table pages add column content_hi text not null default '';
    `);
  }
}
