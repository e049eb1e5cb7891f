import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log lists newest first by time, then by id: time-ordered ids (time_ordered_uuid,
 * migration 0007) keep entries written in the same millisecond in the order they were written,
 * where random ids shuffled them (a test clock that stands still made every entry a tie).
 */
export class Migration0040AuditLogInOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table audit_log alter column id set default time_ordered_uuid();`);
  }
}
