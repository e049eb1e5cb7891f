import { Migration } from '@mikro-orm/migrations';

/**
 * Background work runs on graphile-worker's PostgreSQL queue (decision 012). Its schema is
 * installed by graphile-worker itself at boot, after these migrations; the functions below only
 * call it when they run.
 *
 * - A mail written to the outbox for delivery adds a `deliver-mail` job for that mail in the same
 *   transaction (a rolled-back change sends nothing). One job per mail, not one shared job key:
 *   graphile-worker's job-key merge can fold a new mail into a job that a worker locks a moment
 *   later, and that run would not yet see the mail (its transaction has not committed). The job
 *   has one attempt: retries follow the outbox row's own schedule (the every-minute run).
 * - `recurring_job_runs` records each run of a scheduled job, for operators (and for the test
 *   that a schedule runs once across every process).
 */
export class Migration0011JobQueueHooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function enqueue_mail_delivery() returns trigger language plpgsql as $$
      begin
        perform graphile_worker.add_job('deliver-mail', json_build_object('mailId', new.id), max_attempts := 1);
        return null;
      end $$;
      create trigger outbox_mails_enqueue_delivery after insert on outbox_mails
        for each row when (new.status = 'pending') execute function enqueue_mail_delivery();

      create table recurring_job_runs (
        id bigint generated always as identity primary key,
        task varchar(100) not null,
        scheduled_for timestamptz not null,
        started_at timestamptz not null,
        process varchar(200) not null
      );
      create index recurring_job_runs_task_idx on recurring_job_runs (task, scheduled_for desc);
    `);
  }
}
