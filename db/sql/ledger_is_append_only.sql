-- The ledger is append-only: no update or delete ever reaches ledger_transfers or ledger_entries
-- (the triggers that call this are in migration 0002; truncate is refused by 0005's).
create or replace function ledger_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name;
end $$;
