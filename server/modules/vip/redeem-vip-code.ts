import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { redeemPromoCode } from '../promo';
import { getMembership } from './get-membership';
import { findVipCode } from './get-vip-status';
import { vipCodeDay } from '#contract/vip/rules';

/** Membership checked here for a clear answer, and again by `promo_redeem` as it moves the money. */
export async function redeemVipCode(deps: Deps, userId: string) {
  const now = deps.clock.now();
  if (!(await getMembership(deps.em, userId, now)).isMember) throw refuse('vip.not-member');
  const code = await findVipCode(deps, now);
  if (!code) throw refuse('vip.no-code-today');
  return redeemPromoCode(deps, { userId, code: code.code, vipDay: vipCodeDay(now) });
}
