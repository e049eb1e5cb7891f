-- Announces a change of a user's figures on account_changes (decision 025) for writers outside the server,
-- which announces its own after commit (decision 034). The trigger's argument names the user id column.
create or replace function notify_account_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('account_changes', (case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> tg_argv[0]);
  return null;
end $$;
