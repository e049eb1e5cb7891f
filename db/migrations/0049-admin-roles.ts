import { Migration } from '@mikro-orm/migrations';

/**
 * Admin roles (issue 31, decision 046): every admin has one; those before it are owners, as they
 * could do everything.
 */
export class Migration0049AdminRoles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table admins add column role varchar(10) not null default 'owner'
        check (role in ('owner', 'finance', 'support', 'content'));
    `);
  }
}
