import type { Deps } from '../deps';
import { sql } from '../sql';
import { EARNINGS_REVERSED_SQL, earningsReversedParams } from './earned-paise';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import type { ReferralSettings } from '#contract/referrals/schemas';

/** Before payment only; after it, only an admin reverses (reverse-referral.ts; decision 021). */
export async function reverseUnearnedReferrals(deps: Deps, settings: ReferralSettings): Promise<void> {
  await sql(
    deps.em,
    `update referrals r set status = 'reversed', reason = ?, closed_at = ?
     where r.status in ('review', 'held') and ${EARNINGS_REVERSED_SQL}`,
    [REFERRAL_REASONS.earningsReversed, deps.clock.now(), ...earningsReversedParams(settings)],
  );
}
