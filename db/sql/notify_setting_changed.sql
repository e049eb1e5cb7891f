-- Announces a changed site setting edited outside the server (by hand in SQL, a script) on the
-- channel site_changes as `setting:<key>`, so every process forgets its cached copy when the
-- transaction commits (migrations 0026 and 0038; the server announces its own, decision 034).
create or replace function notify_setting_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('site_changes', 'setting:' || coalesce(new.key, old.key));
  return null;
end $$;
