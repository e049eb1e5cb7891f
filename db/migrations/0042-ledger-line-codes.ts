import { Migration } from '@mikro-orm/migrations';
import { readSqlFunction } from '../sql/read-sql-function';

/**
 * A ledger line is a code and its values (decision 038), worded when read in the reader's language,
 * where each writer used to store an English sentence. Existing rows are given theirs from the
 * sentences the writers wrote until now; a sentence no pattern reads is kept as it was, as a
 * `legacy` line shown in English. The ledger is append-only (migration 0002): its triggers are
 * switched off for this one backfill of the new columns, in this migration's transaction, and on again.
 *
 * The patterns are the writers' sentences as they stood, frozen here; the codes must be those of
 * server/contract/wallet/ledger-lines.ts (tests/integration/ledger-lines.test.ts reads this file).
 */
const CLASSIFY = String.raw`
create function pg_temp.ledger_line_of(d text, amount bigint, out code text, out vals jsonb) language plpgsql as $$
declare
  m text[];
  provider text := '(Partner offers|ayeT-Studios)';
begin
  m := regexp_match(d, '^Promo code (.+)$');
  if m is not null then code := 'promo.redeemed'; vals := jsonb_build_object('code', m[1]); return; end if;
  m := regexp_match(d, '^VIP code (.+)$');
  if m is not null then code := 'promo.vip-redeemed'; vals := jsonb_build_object('code', m[1]); return; end if;
  m := regexp_match(d, '^Withdrawal request: (₹[0-9,.]+) Google Play code$');
  if m is not null then code := 'withdrawal.requested'; vals := jsonb_build_object('amountPaise', pg_temp.paise_of(m[1])); return; end if;
  m := regexp_match(d, '^Withdrawal (₹[0-9,.]+) paid as a Google Play code$');
  if m is not null then code := 'withdrawal.paid'; vals := jsonb_build_object('amountPaise', pg_temp.paise_of(m[1])); return; end if;
  m := regexp_match(d, '^Withdrawal (₹[0-9,.]+) cancelled because the account was deleted$');
  if m is not null then code := 'withdrawal.cancelled'; vals := jsonb_build_object('amountPaise', pg_temp.paise_of(m[1])); return; end if;
  m := regexp_match(d, '^Withdrawal (₹[0-9,.]+) rejected: (.+)$');
  if m is not null then code := 'withdrawal.rejected'; vals := jsonb_build_object('amountPaise', pg_temp.paise_of(m[1]), 'reason', m[2]); return; end if;
  m := regexp_match(d, '^Refund: (.+) \(Cancelled because the account was deleted\)$');
  if m is not null then code := 'reward.cancelled'; vals := jsonb_build_object('product', m[1]); return; end if;
  m := regexp_match(d, '^Refund: (.+) \((.+)\)$');
  if m is not null then code := 'reward.refunded'; vals := jsonb_build_object('product', m[1], 'reason', m[2]); return; end if;
  m := regexp_match(d, '^Reward: (.+)$');
  if m is not null then code := 'reward.bought'; vals := jsonb_build_object('product', m[1]); return; end if;
  m := regexp_match(d, '^Adjustment: (.+)$');
  if m is not null then code := 'adjustment'; vals := jsonb_build_object('reason', m[1]); return; end if;
  if d = 'Account deleted: remaining balance forfeited' then code := 'account.balance-forfeited'; vals := '{}'; return; end if;
  if d = 'Taken towards what you owe' then code := 'debt.recovered'; vals := '{}'; return; end if;
  if d = 'Referral reward: a friend you invited qualified' then code := 'referral.reward'; vals := '{}'; return; end if;
  if d = 'Welcome bonus: you joined through a friend’s invite' then code := 'referral.welcome'; vals := '{}'; return; end if;
  m := regexp_match(d, '^Referral milestone: ([0-9]+) friends qualified$');
  if m is not null then code := 'referral.milestone'; vals := jsonb_build_object('friends', m[1]::int); return; end if;
  if d = 'Referral reward reversed by our team' then code := 'referral.reward-reversed'; vals := '{}'; return; end if;
  if d = 'Welcome bonus reversed by our team' then code := 'referral.welcome-reversed'; vals := '{}'; return; end if;
  m := regexp_match(d, '^Task reward: (.+) \(submission #([0-9]+)\)$');
  if m is not null then code := 'task.reward'; vals := jsonb_build_object('task', m[1], 'submission', m[2]::int); return; end if;
  m := regexp_match(d, '^' || provider || ': (₹[0-9,.]+) pending for a user$');
  if m is not null then code := 'offerwall.pending'; vals := jsonb_build_object('provider', pg_temp.provider_of(m[1]), 'amountPaise', pg_temp.paise_of(m[2])); return; end if;
  m := regexp_match(d, '^' || provider || ': (₹[0-9,.]+) not released, the account was deleted$');
  if m is not null then code := 'offerwall.not-released'; vals := jsonb_build_object('provider', pg_temp.provider_of(m[1]), 'amountPaise', pg_temp.paise_of(m[2])); return; end if;
  m := regexp_match(d, '^' || provider || ': (₹[0-9,.]+) reversed by the provider$');
  if m is not null then code := 'offerwall.reversed'; vals := jsonb_build_object('provider', pg_temp.provider_of(m[1]), 'amountPaise', pg_temp.paise_of(m[2])); return; end if;
  m := regexp_match(d, '^Offer completed on ' || provider || '$');
  if m is not null then code := 'offerwall.released'; vals := jsonb_build_object('provider', pg_temp.provider_of(m[1])); return; end if;
  -- A wheel's or card's label was the admin's words for the prize; the line states the prize itself.
  if d like 'Spin & Win: %' then code := 'game.spin.won'; vals := jsonb_build_object('amountPaise', amount); return; end if;
  if d like 'Daily Scratch Card: %' then code := 'game.scratch.won'; vals := jsonb_build_object('amountPaise', amount); return; end if;
  m := regexp_match(d, '^Flip & Win: It''s (HEAD|TAIL)!$');
  if m is not null then code := 'game.flip.won'; vals := jsonb_build_object('side', m[1]); return; end if;
  m := regexp_match(d, '^Guess the Number: guessed ([0-9]+)$');
  if m is not null then code := 'game.guess.won'; vals := jsonb_build_object('number', m[1]::int); return; end if;
  m := regexp_match(d, '^Daily login: day ([0-9]+) of ([0-9]+)$');
  if m is not null then code := 'game.daily-login'; vals := jsonb_build_object('day', m[1]::int, 'days', m[2]::int); return; end if;
  code := 'legacy'; vals := jsonb_build_object('text', d);
end $$;
create function pg_temp.paise_of(rupees text) returns bigint language sql immutable as $$
  select (replace(replace(rupees, '₹', ''), ',', '')::numeric * 100)::bigint
$$;
create function pg_temp.provider_of(name text) returns text language sql immutable as $$
  select case name when 'Partner offers' then 'generic' when 'ayeT-Studios' then 'ayetstudios' end
$$;
`;

export class Migration0042LedgerLineCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ledger_transfers add column line_code varchar(60), add column line_values jsonb;
      alter table ledger_entries add column line_code varchar(60), add column line_values jsonb;
    `);
    this.addSql(CLASSIFY);
    this.addSql(`
      alter table ledger_transfers disable trigger ledger_transfers_append_only;
      alter table ledger_entries disable trigger ledger_entries_append_only;
      update ledger_transfers t set (line_code, line_values) = (select l.code, l.vals from pg_temp.ledger_line_of(t.description, t.amount) l);
      update ledger_entries e set line_code = t.line_code, line_values = t.line_values from ledger_transfers t where t.id = e.transfer_id;
      alter table ledger_transfers enable trigger ledger_transfers_append_only;
      alter table ledger_entries enable trigger ledger_entries_append_only;
      alter table ledger_transfers alter column line_code set not null, alter column line_values set not null;
      alter table ledger_entries alter column line_code set not null, alter column line_values set not null;
    `);
    // The money functions take the line beside the description; their earlier signatures go.
    this.addSql(`
      drop function if exists wallet_post_transfer(varchar, varchar, uuid, varchar, uuid, varchar, bigint, varchar, varchar, varchar, timestamptz);
      drop function if exists promo_redeem(uuid, varchar, varchar, timestamptz, date, boolean);
      drop function if exists redeem_request_withdrawal(uuid, bigint, varchar, varchar, varchar, varchar, timestamptz);
    `);
    for (const name of ['wallet_post_transfer', 'promo_redeem', 'redeem_request_withdrawal', 'reward_place_order']) this.addSql(readSqlFunction(name));
  }
}
