-- Announces a change of what the signed-in user's figures show — the balance, the offerwall
-- credits still pending, the ticker preference — on channel account_changes as the user's id
-- (decision 025). Its triggers (migrations 0031, 0038) fire only for writers that are not the
-- server, which announces its own changes after they commit (announceChange,
-- server/modules/cache/change-announcer.ts, decision 034), so its money transactions never notify.
-- The column holding the user's id is the trigger's argument.
create or replace function notify_account_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('account_changes', (case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> tg_argv[0]);
  return null;
end $$;
