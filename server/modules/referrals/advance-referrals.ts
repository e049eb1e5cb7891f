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
 * The referral job's steps (decision 021), each safe to rerun beside another process. Nothing moves
 * while the programme is off: no money for a programme that does not exist to the public.
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
