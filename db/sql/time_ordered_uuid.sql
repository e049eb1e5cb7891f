-- UUID v7 ids (RFC 9562) for the money rows, so inserts append to each index (migration 0007). uuidv7() on
-- PostgreSQL 18, built from gen_random_uuid() before; its time only orders the index, so the database clock is fine.
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
