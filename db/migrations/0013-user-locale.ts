import { Migration } from '@mikro-orm/migrations';

/**
 * A signed-in person's language (issue 15): the site follows it in every browser they sign in on,
 * and e-mails go out in it. The list matches server/modules/i18n/locales.ts.
 */
export class Migration0013UserLocale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column locale text not null default 'en' constraint users_locale_known check (locale in ('en', 'hi'));`);
  }
}
