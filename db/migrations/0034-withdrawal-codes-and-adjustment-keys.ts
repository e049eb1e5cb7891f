import { Migration } from '@mikro-orm/migrations';

/** `lastFourOf` (server/modules/rewards/rules.ts) in SQL: separators removed, upper-cased, the last 4. */
const lastFourOf = (code: string) => `right(upper(regexp_replace(${code}, '[[:space:]-]+', '', 'g')), 4)`;

/** escapeHtml (server/modules/mail/templates.ts) in SQL: how a code was written into a mail's HTML. */
const escapedHtml = (text: string) =>
  `replace(replace(replace(replace(replace(${text}, '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;')`;

/**
 * Issue 27 (decision 029).
 *
 * Withdrawal codes are sealed like the store's (decision 018): `redeem_requests` keeps a code in
 * AES-256-GCM columns beside its last 4, and its plaintext `code` is emptied. A migration cannot seal (the
 * key is the server's, not the database's), so the codes already given move to
 * `redeem_codes_in_clear`, which the server empties at boot by sealing each one
 * (server/modules/redeem/seal-withdrawal-codes.ts) before it serves anything. The audit entries and
 * outbox mails that carried a whole code keep only its last 4 ("…ABCD"); a mail is matched by its
 * request's address, and by the minute of the resolution for an address since erased.
 *
 * An admin's balance adjustment is kept once per admin and Idempotency-Key
 * (`balance_adjustments`), with what it was asked to do and what it answered, so a retry answers
 * the same and a reused key with another input is refused.
 */
export class Migration0034WithdrawalCodesAndAdjustmentKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- The old rule, (status = 'completed') = (code is not null), unnamed when 0002 made it.
      do $$
      declare v_name text;
      begin
        select conname into v_name from pg_constraint
          where conrelid = 'redeem_requests'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%(code IS NOT NULL)%';
        if v_name is not null then execute format('alter table redeem_requests drop constraint %I', v_name); end if;
      end $$;

      alter table redeem_requests
        add column code_last4 varchar(4) null,
        add column code_key_version integer null check (code_key_version > 0),
        add column code_iv bytea null check (octet_length(code_iv) = 12),
        add column code_ciphertext bytea null check (octet_length(code_ciphertext) > 0),
        add column code_tag bytea null check (octet_length(code_tag) = 16),
        add constraint redeem_requests_code_sealed_whole check (num_nulls(code_key_version, code_iv, code_ciphertext, code_tag) in (0, 4)),
        add constraint redeem_requests_sealed_code_has_last4 check (code_ciphertext is null or code_last4 is not null);
      update redeem_requests set code_last4 = ${lastFourOf('code')} where code is not null;

      create table redeem_codes_in_clear (
        request_id uuid primary key references redeem_requests(id),
        code varchar(100) not null
      );
      insert into redeem_codes_in_clear (request_id, code) select id, code from redeem_requests where code is not null;

      update audit_log set after = (after - 'code') || jsonb_build_object('codeLast4', ${lastFourOf("after->>'code'")})
        where action = 'redeem.complete' and after->>'code' is not null;

      update outbox_mails o
        set text = replace(o.text, r.code, '…' || r.code_last4), html = replace(replace(o.html, ${escapedHtml('r.code')}, '…' || r.code_last4), r.code, '…' || r.code_last4)
        from redeem_requests r
        where r.code is not null and o.recipient = r.email and o.template is null and strpos(o.text, r.code) > 0;
      update outbox_mails o
        set text = replace(o.text, r.code, '…' || r.code_last4), html = replace(replace(o.html, ${escapedHtml('r.code')}, '…' || r.code_last4), r.code, '…' || r.code_last4)
        from redeem_requests r
        where r.code is not null and o.created_at >= r.resolved_at and o.created_at < r.resolved_at + interval '1 minute'
          and o.template is null and strpos(o.text, r.code) > 0;

      -- The plaintext column stays, always empty, while hosts of the previous version still run
      -- (docs/operations.md, Upgrades: they read it; a completion they attempt would write a code
      -- in clear and is refused by the check). A later migration drops it.
      update redeem_requests set code = null where code is not null;
      alter table redeem_requests
        add constraint redeem_requests_code_never_in_clear check (code is null),
        add constraint redeem_requests_completed_has_code check ((status = 'completed') = (code_last4 is not null));

      create table balance_adjustments (
        id uuid primary key default time_ordered_uuid(),
        admin_id uuid not null references admins(id) on delete cascade,
        idempotency_key varchar(100) not null,
        user_id uuid not null references users(id),
        type varchar(6) not null check (type in ('add', 'deduct')),
        amount_paise bigint not null check (amount_paise > 0),
        reason varchar(200) not null,
        -- Set in the transaction that inserts the row, after its transfer: no other transaction sees them null.
        transfer_id uuid null references ledger_transfers(id),
        balance_after_paise bigint null,
        created_at timestamptz not null,
        unique (admin_id, idempotency_key)
      );
    `);
  }
}
