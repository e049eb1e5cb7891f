import { DAY_MS } from '../../clock';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { adminReferralById } from './admin-referral-rows';
import { getReferralSettings } from './get-referral-settings';
import { lockReferral } from './lock-referral';
import { payReferral } from './pay-referral';
import type { AdminReferral } from '#contract/referrals/schemas';

/** Held until qualified + hold, or paid at once, exactly once, if that has passed (decision 021). */
export async function approveReferral(deps: Deps, input: { id: string; adminId: string }): Promise<AdminReferral> {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const referral = await lockReferral(em, input.id);
    if (referral.status !== 'review') throw refuse('referrals.not-in-review');
    const settings = await getReferralSettings(txDeps);
    const now = deps.clock.now();
    const clearsAt = new Date((referral.qualified_at ? new Date(referral.qualified_at) : now).getTime() + settings.holdDays * DAY_MS);
    await sql(em, `update referrals set status = 'held', reason = null, clears_at = ?, reviewed_by = ?, reviewed_at = ? where id = ?`, [clearsAt, input.adminId, now, referral.id]);
    if (clearsAt <= now) await payReferral(txDeps, referral, settings);
    recordAudit(txDeps, { adminId: input.adminId, action: 'referrals.approve', targetType: 'referral', targetId: referral.id, before: { status: referral.status }, after: { status: clearsAt <= now ? 'paid' : 'held' } });
    await em.flush();
    return adminReferralById(em, referral.id, settings.qualifyWindowDays);
  });
}
