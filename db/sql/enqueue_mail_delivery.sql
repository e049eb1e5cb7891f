-- A mail written to the outbox for delivery adds a deliver-mail job for that mail in the same
-- transaction (decision 012; the trigger is in migration 0011, the task in server/jobs/tasks.ts).
-- One job per mail, not a shared job key: graphile-worker's job-key merge could fold a new mail into
-- a run that started before the mail's transaction committed. One attempt: retries follow the
-- outbox row's own schedule (the every-minute run).
create or replace function enqueue_mail_delivery() returns trigger language plpgsql as $$
begin
  perform graphile_worker.add_job('deliver-mail', json_build_object('mailId', new.id), max_attempts := 1);
  return null;
end $$;
