import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * A store order becomes one autocommit statement (issue 16, docs/performance.md "Store"):
 * reward_place_order writes the buyer's mail itself and answers what the low-stock check needs.
 *
 * - An outbox row may be a template's name and its values (`template`, `params`) instead of its
 *   rendered words: the catalogue that words mails is TypeScript, so such a row is rendered when it
 *   is read (server/modules/mail/outbox-mail-content.ts). A row is one or the other, never half.
 * - reward_place_order takes the mail's status and answers the stock left after its claim (its
 *   arguments and answer change, so the old one is dropped first; on a fresh database 0021 has
 *   already made the new one from the same file).
 */
export class Migration0028RewardOrderMailInFunction extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table outbox_mails
        add column template varchar(40) null,
        add column params jsonb null,
        alter column subject drop not null,
        alter column text drop not null,
        alter column html drop not null,
        add constraint outbox_mails_rendered_or_template check (
          (template is null and params is null and subject is not null and text is not null and html is not null)
          or (template is not null and params is not null and subject is null and text is null and html is null));
      drop function if exists reward_place_order(uuid, uuid, uuid, varchar, varchar, varchar, timestamptz);
    `);
    this.addSql(readSqlFunction('reward_place_order'));
  }
}
