/**
 * What a referral's friend earned towards qualifying (issue 17): game prizes and the daily login
 * (`game-prize`) and tasks (`task`), within the window after sign-up. Promo codes and referral
 * bonuses never count. An SQL expression over a `referrals r` row; its one parameter is the window in days.
 */
export const EARNED_PAISE_SQL = `coalesce((
  select sum(le.amount) from ledger_entries le join wallet_accounts wa on wa.id = le.account_id
  where wa.user_id = r.friend_id and le.kind in ('game-prize', 'task') and le.amount > 0
    and le.created_at >= r.created_at and le.created_at < r.created_at + make_interval(days => ?::int)
), 0)::bigint`;
