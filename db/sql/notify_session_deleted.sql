-- Announces a deleted session on the channel session_changes as `session:<id>`, so every app
-- process forgets it from its session cache at once (decision 011; the trigger is in migrations
-- 0010 and 0038: it fires for writers outside the server, which announces its own, decision 034).
-- Delivered only when the transaction commits.
create or replace function notify_session_deleted() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changes', 'session:' || old.id);
  return null;
end $$;
