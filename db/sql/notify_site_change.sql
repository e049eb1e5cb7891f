-- Announces a change, made outside the server, of a table whose public reads every process
-- caches on the channel site_changes, as the topic given to the trigger (migrations 0029 and 0038;
-- the server announces its own, decision 034). Statement-level: one announcement per statement,
-- and PostgreSQL folds identical ones of a transaction into one, delivered when it commits.
create or replace function notify_site_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('site_changes', tg_argv[0]);
  return null;
end $$;
