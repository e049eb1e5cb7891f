import { Migration } from '@mikro-orm/migrations';
import { PREVIOUS_SERVER_APPLICATION_NAME, SERVER_APPLICATION_NAME } from '../application-name';

/**
 * The server announces every change it makes itself, after its commit (decision 034), so the
 * triggers that announce changes of cached data (migrations 0010, 0014, 0026, 0029, 0031, 0035) now
 * fire only for writers outside it: an operator's SQL, a script, the CLI, a process's boot. They
 * fire for the previous version's server too while its hosts roll, for what it left to them
 * (sessions, settings, public reads); users' figures it announced itself, as this one does. The
 * sale of a product's last code stays announced by the order's own statement (`reward_place_order`,
 * migration 0029), whose answer may be lost with its connection after it committed.
 */
const outsideServer = `current_setting('application_name') <> '${SERVER_APPLICATION_NAME}'`;
const outsideEitherServer = `current_setting('application_name') not in ('${SERVER_APPLICATION_NAME}', '${PREVIOUS_SERVER_APPLICATION_NAME}')`;

/** Every announcing trigger as it was, with `when` the extra condition under which it fires. */
const ANNOUNCING_TRIGGERS: Array<{ name: string; table: string; events: string; level: 'row' | 'statement'; when: string; execute: string }> = [
  { name: 'sessions_notify_deleted', table: 'sessions', events: 'delete', level: 'row', when: outsideServer, execute: 'notify_session_deleted()' },
  {
    name: 'users_notify_session_change',
    table: 'users',
    events: 'update of is_blocked, email_verified_at, name, email, password_hash, locale',
    level: 'row',
    when: `(old.is_blocked is distinct from new.is_blocked or old.email_verified_at is distinct from new.email_verified_at
      or old.name is distinct from new.name or old.email is distinct from new.email or old.password_hash is distinct from new.password_hash
      or old.locale is distinct from new.locale) and ${outsideServer}`,
    execute: 'notify_session_user_changed()',
  },
  { name: 'site_settings_notify_changed', table: 'site_settings', events: 'insert or update or delete', level: 'row', when: outsideServer, execute: 'notify_setting_changed()' },
  { name: 'promo_codes_notify_site_change', table: 'promo_codes', events: 'insert or update of code, amount_paise, is_active, daily_for, vip_only or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('promo')` },
  { name: 'reward_products_notify_site_change', table: 'reward_products', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('store')` },
  { name: 'reward_codes_notify_site_change', table: 'reward_codes', events: 'insert or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('store')` },
  {
    name: 'reward_codes_back_in_stock_notify',
    table: 'reward_codes',
    events: 'update of status',
    level: 'row',
    when: `new.status = 'available' and old.status <> 'available' and ${outsideServer}`,
    execute: `notify_site_change('store')`,
  },
  { name: 'tasks_notify_site_change', table: 'tasks', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('tasks')` },
  { name: 'task_submissions_notify_site_change', table: 'task_submissions', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('tasks')` },
  { name: 'catalogue_items_notify_site_change', table: 'catalogue_items', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('catalogue')` },
  { name: 'blog_posts_notify_site_change', table: 'blog_posts', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('blog')` },
  { name: 'media_files_notify_site_change', table: 'media_files', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('blog')` },
  { name: 'game_configs_notify_site_change', table: 'game_configs', events: 'insert or update or delete or truncate', level: 'statement', when: outsideServer, execute: `notify_site_change('games')` },
  { name: 'game_settings_versions_notify_site_change', table: 'game_settings_versions', events: 'insert', level: 'statement', when: outsideServer, execute: `notify_site_change('games')` },
  {
    name: 'wallet_accounts_notify_account_change',
    table: 'wallet_accounts',
    events: 'update of balance',
    level: 'row',
    when: `new.user_id is not null and ${outsideEitherServer}`,
    execute: `notify_account_changed('user_id')`,
  },
  { name: 'offerwall_credits_notify_account_change', table: 'offerwall_credits', events: 'insert or update or delete', level: 'row', when: outsideEitherServer, execute: `notify_account_changed('user_id')` },
  { name: 'users_notify_account_change', table: 'users', events: 'update of ticker_opt_out', level: 'row', when: outsideEitherServer, execute: `notify_account_changed('id')` },
];

export class Migration0038ServerAnnouncesItsChanges extends Migration {
  override async up(): Promise<void> {
    for (const trigger of ANNOUNCING_TRIGGERS) {
      this.addSql(`
        drop trigger ${trigger.name} on ${trigger.table};
        create trigger ${trigger.name} after ${trigger.events} on ${trigger.table}
          for each ${trigger.level} when (${trigger.when}) execute function ${trigger.execute};
      `);
    }
  }
}
