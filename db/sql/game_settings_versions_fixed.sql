-- A game's settings version is never changed or removed (decision 030): each play records the
-- version it was played under and its proof shows that version's table and limits, so a change of
-- settings is a new version. The trigger that calls this is in migration 0035.
create or replace function game_settings_versions_fixed() returns trigger language plpgsql as $$
begin
  raise exception 'a game settings version never changes (% on %)', tg_op, tg_table_name;
end $$;
