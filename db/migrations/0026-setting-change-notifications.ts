import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * Site settings (the capability switches first) are read on many requests; every process keeps
 * them in memory and forgets a key when the database announces its change on the channel
 * `site_changes`, delivered when the changing transaction commits — like the sessions' channel of
 * migration 0010 (decision 011). A statement-level trigger would not know the key, so it is per row.
 */
export class Migration0026SettingChangeNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(readSqlFunction('notify_setting_changed'));
    this.addSql(`
      create trigger site_settings_notify_changed after insert or update or delete on site_settings
        for each row execute function notify_setting_changed();
    `);
  }
}
