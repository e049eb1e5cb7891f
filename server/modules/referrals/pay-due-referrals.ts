import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { EARNINGS_REVERSED_SQL, earningsReversedParams } from './earned-paise';
import { payReferral } from './pay-referral';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import type { ReferralSettings } from '#contract/referrals/schemas';

const BATCH = 50;

/**
 * Exactly once across processes: SKIP LOCKED claims, committed with the status and the ledger
 * credits. A friend blocked or reversed meanwhile is reversed instead (decision 021).
 */
export async function payDueReferrals(deps: Deps, settings: ReferralSettings): Promise<number> {
  let paid = 0;
  for (;;) {
    const claimed = await deps.em.fork().transactional(async (em) => {
      const txDeps = { ...deps, em };
      const rows = await sql<Pick<Row<'referrals'>, 'id' | 'referrer_id' | 'friend_id'> & { friend_blocked: boolean; earnings_reversed: boolean }>(
        em,
        `select r.id, r.referrer_id, r.friend_id, f.is_blocked as friend_blocked, ${EARNINGS_REVERSED_SQL} as earnings_reversed
         from referrals r join users f on f.id = r.friend_id
         where r.status = 'held' and r.clears_at <= ?
         order by r.clears_at, r.id limit ${BATCH}
         for update of r skip locked`,
        [...earningsReversedParams(settings), deps.clock.now()],
      );
      for (const row of rows) {
        const reason = row.friend_blocked ? REFERRAL_REASONS.friendBlocked : row.earnings_reversed ? REFERRAL_REASONS.earningsReversed : null;
        if (reason !== null) {
          await sql(em, `update referrals set status = 'reversed', reason = ?, closed_at = ? where id = ?`, [reason, deps.clock.now(), row.id]);
        } else {
          await payReferral(txDeps, row, settings);
          paid += 1;
        }
      }
      return rows.length;
    });
    if (claimed < BATCH) return paid;
  }
}
