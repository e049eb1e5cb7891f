-- Ids of the rows every money operation inserts (transfers, promo redemptions, withdrawal requests)
-- in time order: UUID version 7 (RFC 9562), so inserts append to the right edge of each index
-- instead of landing on random pages (migration 0007, docs/performance.md). PostgreSQL 18 has
-- uuidv7(); on an older server (DATABASE_URL may point to one) the same layout is built from
-- gen_random_uuid(), so this file picks the body by server version. The id's time is the database's
-- clock_timestamp(): it only orders the index, so it need not follow the server's injectable clock.
do $do$
begin
  if current_setting('server_version_num')::int >= 180000 then
    create or replace function time_ordered_uuid() returns uuid language sql volatile parallel safe as 'select uuidv7()';
  else
    -- The first 48 bits become the Unix time in milliseconds; the version nibble 4 becomes 7.
    create or replace function time_ordered_uuid() returns uuid language sql volatile parallel safe as $f$
      select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
        placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),
        52, 1), 53, 1), 'hex')::uuid
    $f$;
  end if;
end $do$;
