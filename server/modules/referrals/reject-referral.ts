import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { adminReferralById } from './admin-referral-rows';
import { getReferralSettings } from './get-referral-settings';
import { lockReferral } from './lock-referral';
import { REJECTABLE_REFERRAL_STATUSES, type AdminReferral } from '#contract/referrals/schemas';

/** An admin refuses a referral, with the reason the referrer reads. No money has moved, so none moves back. */
export async function rejectReferral(deps: Deps, input: { id: string; reason: string; adminId: string }): Promise<AdminReferral> {
  return deps.em.transactional(async (em) => {
    const referral = await lockReferral(em, input.id);
    if (!REJECTABLE_REFERRAL_STATUSES.includes(referral.status)) throw refuse('referrals.not-in-review');
    const now = deps.clock.now();
    await sql(em, `update referrals set status = 'rejected', reason = ?, closed_at = ?, reviewed_by = ?, reviewed_at = ? where id = ?`, [input.reason, now, input.adminId, now, referral.id]);
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'referrals.reject', targetType: 'referral', targetId: referral.id, before: { status: referral.status }, after: { status: 'rejected', reason: input.reason } });
    await em.flush();
    return adminReferralById(em, referral.id, (await getReferralSettings({ em })).qualifyWindowDays);
  });
}
