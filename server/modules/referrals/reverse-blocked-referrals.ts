import type { Deps } from '../deps';
import { sql } from '../sql';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';

/** A blocked friend's referral is reversed before it can be paid: pending, in review or held. */
export async function reverseBlockedReferrals(deps: Deps): Promise<void> {
  await sql(
    deps.em,
    `update referrals r set status = 'reversed', reason = ?, closed_at = ?
     from users f where f.id = r.friend_id and f.is_blocked and r.status in ('pending', 'review', 'held')`,
    [REFERRAL_REASONS.friendBlocked, deps.clock.now()],
  );
}
