-- Announces a changed site setting (an admin's switch or settings form, or an edit by hand in SQL)
-- on the channel site_changes as `setting:<key>`, so every process forgets its cached copy when the
-- transaction commits (migration 0026, server/modules/settings/setting-cache.ts).
create or replace function notify_setting_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('site_changes', 'setting:' || coalesce(new.key, old.key));
  return null;
end $$;
