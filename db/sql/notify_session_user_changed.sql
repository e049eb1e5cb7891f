-- Announces a user change that alters what a session resolves to (blocked, verified, renamed,
-- new password, language) on the channel session_changes as `user:<id>` (decision 011; the trigger
-- and its column list are in migrations 0014 and 0038: it fires for writers outside the server,
-- which announces its own, decision 034).
create or replace function notify_session_user_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changes', 'user:' || new.id);
  return null;
end $$;
