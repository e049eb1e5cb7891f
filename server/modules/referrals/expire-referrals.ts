import { DAY_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import type { ReferralSettings } from '#contract/referrals/schemas';

/** Pending referrals whose window to qualify has ended (run after qualifying, so one that made it in time is held first). */
export async function expireReferrals(deps: Deps, settings: ReferralSettings): Promise<void> {
  const now = deps.clock.now();
  await sql(
    deps.em,
    `update referrals set status = 'expired', reason = ?, closed_at = ? where status = 'pending' and created_at <= ?`,
    [REFERRAL_REASONS.expired(settings.qualifyWindowDays), now, new Date(now.getTime() - settings.qualifyWindowDays * DAY_MS)],
  );
}
