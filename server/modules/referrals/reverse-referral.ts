import type { DebtSource } from '#contract/wallet/schemas';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { reverseCredit, type ReverseCreditResult } from '../wallet';
import { adminReferralById } from './admin-referral-rows';
import { getReferralSettings } from './get-referral-settings';
import { lockReferral } from './lock-referral';
import { REVERSIBLE_REFERRAL_STATUSES, type AdminReferral } from '#contract/referrals/schemas';

/** The `source.kind` of the debts a reversed referral leaves (user_debts.source_kind); /invite sums these. */
export const REFERRAL_DEBT_SOURCE = 'referral' satisfies DebtSource;

/** The two credits payReferral can have posted, by their keys there; the referrer's reward is always one. */
const PAID_CREDITS = [
  { key: 'referral-reward', owner: 'referrer', line: { code: 'referral.reward-reversed', values: {} } },
  { key: 'referral-welcome', owner: 'friend', line: { code: 'referral.welcome-reversed', values: {} } },
] as const;

/**
 * Takes back what the ledger shows was paid (settings may have changed), the rest owed
 * (reverse-credit.ts). The referral's lock makes a second reversal a refusal (decision 021).
 */
export async function reverseReferral(deps: Deps, input: { id: string; reason: string; adminId: string }): Promise<AdminReferral> {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const referral = await lockReferral(em, input.id);
    if (!REVERSIBLE_REFERRAL_STATUSES.includes(referral.status)) throw refuse('referrals.not-paid');
    const paid = await sql<Pick<Row<'ledger_transfers'>, 'idempotency_key' | 'amount'>>(em, `select idempotency_key, amount from ledger_transfers where idempotency_key = any(?::text[])`, [
      `{${PAID_CREDITS.map(({ key }) => `${key}:${referral.id}`).join(',')}}`,
    ]);
    const reversed: Record<string, ReverseCreditResult & { amountPaise: number }> = {};
    for (const { key, owner, line } of PAID_CREDITS) {
      const credit = paid.find((row) => row.idempotency_key === `${key}:${referral.id}`);
      if (!credit) continue;
      const amountPaise = Number(credit.amount);
      const result = await reverseCredit(txDeps, {
        userId: owner === 'referrer' ? referral.referrer_id : referral.friend_id,
        amountPaise,
        to: 'referrals',
        line,
        reason: input.reason,
        source: { kind: REFERRAL_DEBT_SOURCE, ref: referral.id },
        idempotencyKey: `referral-reversal:${key}:${referral.id}`,
      });
      reversed[owner] = { amountPaise, ...result };
    }
    const now = deps.clock.now();
    // The paid_at column belongs to the paid status (a check in migration 0022); the payment's own time stays in the ledger.
    await sql(em, `update referrals set status = 'reversed', reason = ?, paid_at = null, closed_at = ?, reviewed_by = ?, reviewed_at = ? where id = ?`, [
      input.reason,
      now,
      input.adminId,
      now,
      referral.id,
    ]);
    if (reversed.referrer) {
      await notify(txDeps, { userId: referral.referrer_id, kind: 'referral-reversed', values: { referralId: referral.id, amountPaise: reversed.referrer.amountPaise, reason: input.reason }, outcomeKey: referral.id });
    }
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: 'referrals.reverse',
      targetType: 'referral',
      targetId: referral.id,
      before: { status: referral.status },
      after: { status: 'reversed', reason: input.reason, ...reversed },
    });
    await em.flush();
    return adminReferralById(em, referral.id, (await getReferralSettings({ em })).qualifyWindowDays);
  });
}
