-- A mail written to the outbox adds its own deliver-mail job in the same transaction (decision 012; trigger:
-- migration 0011). Not a shared job key: a merge could fold a new mail into a run that began before it committed.
create or replace function enqueue_mail_delivery() returns trigger language plpgsql as $$
begin
  perform graphile_worker.add_job('deliver-mail', json_build_object('mailId', new.id), max_attempts := 1);
  return null;
end $$;
