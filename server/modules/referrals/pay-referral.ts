import type { Deps } from '../deps';
import { notify } from '../notifications';
import { sql } from '../sql';
import { credit } from '../wallet';
import type { ReferralSettings } from '#contract/referrals/schemas';

/**
 * The caller holds the row locked, in its transaction: paid only together with the idempotent
 * credits, so nothing can pay it twice.
 */
export async function payReferral(deps: Deps, referral: { id: string; referrer_id: string; friend_id: string }, settings: ReferralSettings): Promise<void> {
  const now = deps.clock.now();
  await sql(deps.em, `update referrals set status = 'paid', paid_at = ?, reason = null where id = ?`, [now, referral.id]);
  await credit(deps, {
    userId: referral.referrer_id,
    from: 'referrals',
    kind: 'referral',
    amountPaise: settings.rewardPaise,
    line: { code: 'referral.reward', values: {} },
    idempotencyKey: `referral-reward:${referral.id}`,
    reference: referral.id,
  });
  // The referrer waited for this; the friend's welcome is theirs at once and not an awaited outcome.
  await notify(deps, { userId: referral.referrer_id, kind: 'referral-paid', values: { referralId: referral.id, amountPaise: settings.rewardPaise }, outcomeKey: referral.id });
  if (settings.welcomePaise > 0) {
    await credit(deps, {
      userId: referral.friend_id,
      from: 'referrals',
      kind: 'referral',
      amountPaise: settings.welcomePaise,
      line: { code: 'referral.welcome', values: {} },
      idempotencyKey: `referral-welcome:${referral.id}`,
      reference: referral.id,
    });
  }
}
