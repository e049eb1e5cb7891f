/**
 * The friend's qualifying earnings within the window, from ledger kinds (decision 021). SQL over a
 * `referrals r` row; one parameter each, the window in days.
 */
function sumOverEarnings(perEarning: string): string {
  return `coalesce((
  select sum(${perEarning}) from ledger_entries e join wallet_accounts wa on wa.id = e.account_id
    left join offerwall_credits c on e.kind = 'offerwall-release' and c.id::text = e.reference
  where wa.user_id = r.friend_id and e.kind in ('game-prize', 'task', 'offerwall-release') and e.amount > 0
    and e.created_at >= r.created_at and e.created_at < r.created_at + make_interval(days => ?::int)
), 0)::bigint`;
}

/** What a chargeback took back of earning `e`, as a debit and a debt (decision 027); zero for other kinds. */
const TAKEN_BACK = `(
    coalesce((select sum(-x.amount) from ledger_entries x where x.account_id = e.account_id and x.kind = 'offerwall-reversal' and x.reference = c.provider || ':' || c.external_txn_id), 0)
    + coalesce((select sum(d.amount_paise) from user_debts d where d.user_id = wa.user_id and d.source_kind = 'offerwall' and d.source_ref = c.provider || ':' || c.external_txn_id), 0))`;

/** The friend's qualifying earnings in the window, net of what was taken back of them. */
export const EARNED_PAISE_SQL = sumOverEarnings(`e.amount - ${TAKEN_BACK}`);

/** How much of those earnings was taken back. */
export const REVERSED_EARNED_PAISE_SQL = sumOverEarnings(TAKEN_BACK);

/**
 * Below ₹Y and something was taken back (so raising ₹Y later reverses nobody).
 * Parameters: `earningsReversedParams(settings)`.
 */
export const EARNINGS_REVERSED_SQL = `(${EARNED_PAISE_SQL} < ?::bigint and ${REVERSED_EARNED_PAISE_SQL} > 0)`;

export function earningsReversedParams(settings: { qualifyWindowDays: number; qualifyPaise: number }): [number, number, number] {
  return [settings.qualifyWindowDays, settings.qualifyPaise, settings.qualifyWindowDays];
}
