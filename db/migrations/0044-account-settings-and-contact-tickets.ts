import { Migration } from '@mikro-orm/migrations';

/**
 * Account settings and contact tickets (issue 30, decision 040).
 * - `email_tokens`: a third purpose, `change-email`, whose row carries the address it confirms
 *   (`new_email`): the address changes only when the link mailed to it is opened.
 * - `contact_messages`: a ticket number (`HR-000123` on screen, only a reference — nothing is read
 *   by it), the sender's account when signed in, the language the acknowledgement and the reply are
 *   worded in, and when an admin last replied.
 */
export class Migration0044AccountSettingsAndContactTickets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table email_tokens drop constraint email_tokens_purpose_check;
      alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify-email', 'reset-password', 'change-email'));
      alter table email_tokens add column new_email varchar(254) null,
        add constraint email_tokens_new_email check ((purpose = 'change-email') = (new_email is not null) and new_email = lower(new_email));

      alter table contact_messages
        add column ticket_no integer generated always as identity,
        add column user_id uuid null references users(id) on delete set null,
        add column locale varchar(5) not null default 'en',
        add column replied_at timestamptz null;
      alter table contact_messages add constraint contact_messages_ticket_unique unique (ticket_no);
      create index contact_messages_user_idx on contact_messages (user_id) where user_id is not null;
    `);
  }
}
