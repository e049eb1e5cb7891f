-- Announces a deleted session on the channel session_changes as `session:<id>`, so every app
-- process forgets it from its session cache at once (decision 011; the trigger is in migration 0010;
-- server/modules/auth/session-change-listener.ts listens). Delivered only when the transaction commits.
create or replace function notify_session_deleted() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changes', 'session:' || old.id);
  return null;
end $$;
