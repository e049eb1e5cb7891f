import { getCapabilities } from '../capabilities';
import type { Deps } from '../deps';
import { expireReferrals } from './expire-referrals';
import { getReferralSettings } from './get-referral-settings';
import { payDueReferrals } from './pay-due-referrals';
import { payMilestones } from './pay-milestones';
import { qualifyReferrals } from './qualify-referrals';
import { reverseBlockedReferrals } from './reverse-blocked-referrals';
import { reverseUnearnedReferrals } from './reverse-unearned-referrals';

/**
 * The referrals' life cycle, the recurring job's work (issue 17). Each step is safe to run again
 * and beside another process running it. While the programme is off nothing moves: no money is
 * paid for a programme that does not exist to the public.
 */
export async function advanceReferrals(deps: Deps): Promise<void> {
  if (!(await getCapabilities(deps)).referrals) return;
  const settings = await getReferralSettings(deps);
  await reverseBlockedReferrals(deps);
  await reverseUnearnedReferrals(deps, settings);
  await qualifyReferrals(deps, settings);
  await expireReferrals(deps, settings);
  await payDueReferrals(deps, settings);
  await payMilestones(deps, settings);
}
