import { Migration } from '@mikro-orm/migrations';

/**
 * Ids of the rows every money operation inserts (transfers, promo redemptions, withdrawal requests)
 * in time order: UUID version 7 (RFC 9562), a millisecond timestamp followed by random bits. With
 * random (version 4) ids each insert lands on a random page of each index, so a growing ledger
 * touches ever more pages, and after each checkpoint every one of them is written whole to the WAL
 * once more; time-ordered ids append to the right edge of the index (docs/performance.md).
 *
 * PostgreSQL 18 has uuidv7(); on an older server (DATABASE_URL may point to one) the same layout is
 * built from gen_random_uuid(). The id's time is the database's clock_timestamp(): it only orders
 * the index and means nothing, so it need not follow the server's injectable clock.
 */
export class Migration0007TimeOrderedLedgerIds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      do $do$
      begin
        if current_setting('server_version_num')::int >= 180000 then
          create function time_ordered_uuid() returns uuid language sql volatile parallel safe as 'select uuidv7()';
        else
          -- The first 48 bits become the Unix time in milliseconds; the version nibble 4 becomes 7.
          create function time_ordered_uuid() returns uuid language sql volatile parallel safe as $f$
            select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
              placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),
              52, 1), 53, 1), 'hex')::uuid
          $f$;
        end if;
      end $do$;

      alter table ledger_transfers alter column id set default time_ordered_uuid();
      alter table promo_redemptions alter column id set default time_ordered_uuid();
      alter table redeem_requests alter column id set default time_ordered_uuid();

      -- Creates a withdrawal request and holds its amount in the same statement. With an
      -- idempotency key, a retry answers the first request (replayed = true); the unique key makes a
      -- racing duplicate fail with 23505, which the caller answers the same way.
      create or replace function redeem_request_withdrawal(p_user_id uuid, p_amount bigint, p_email varchar, p_idempotency_key varchar,
        p_fingerprint varchar, p_description varchar, p_now timestamptz)
      returns table (replayed boolean, request redeem_requests)
      language plpgsql as $$
      declare
        v_request redeem_requests%rowtype;
        v_option withdrawal_options%rowtype;
        v_transfer record;
        v_id uuid := time_ordered_uuid();
      begin
        if p_idempotency_key is not null then
          select * into v_request from redeem_requests where idempotency_key = p_idempotency_key;
          if found then
            if v_request.request_fingerprint <> p_fingerprint then
              raise exception using errcode = 'MN000', message = 'withdrawal refused', detail = 'redeem.key-reused';
            end if;
            return query select true, v_request;
            return;
          end if;
        end if;
        select * into v_option from withdrawal_options where amount_paise = p_amount;
        if not found then raise exception using errcode = 'MN000', message = 'withdrawal refused', detail = 'redeem.unknown-amount'; end if;
        if not v_option.is_available then
          raise exception using errcode = 'MN000', message = 'withdrawal refused', detail = 'redeem.unavailable', hint = v_option.unavailable_reason;
        end if;

        select * into v_transfer from wallet_post_transfer('withdrawal-hold:' || v_id, 'withdrawal-hold',
          p_user_id, null, null, 'withdrawal-holds', p_amount, p_description, v_id::varchar, null, p_now);
        insert into redeem_requests (id, user_id, amount_paise, email, status, idempotency_key, request_fingerprint, hold_transfer_id, created_at)
          values (v_id, p_user_id, p_amount, p_email, 'pending', p_idempotency_key, p_fingerprint, v_transfer.transfer_id, p_now)
          returning * into v_request;
        return query select false, v_request;
      end $$;
    `);
  }
}
