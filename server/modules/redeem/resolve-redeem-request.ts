import { RedeemRequest, User } from '../../../db/entities';
import type { RedeemStatus } from '../../../db/entities/enums';
import { refuse } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { redeemCompletedMail, redeemRejectedMail } from '../mail/templates';
import { formatRupees } from '../money-format';
import { release } from '../wallet/release';
import { settle } from '../wallet/settle';
import { sql } from '../sql';
import { toRedeemRequestView } from './to-redeem-request-view';

export type Resolution = { outcome: 'completed'; code: string } | { outcome: 'rejected'; reason: string };

/**
 * Resolves a pending request exactly once: the status flips from pending with one conditional
 * UPDATE, and in the same transaction the hold is settled (completed) or released (rejected), the
 * user is mailed and the admin's action is audited. A second attempt finds nothing pending: 409.
 */
export async function resolveRedeemRequest(deps: Deps, input: { id: string; adminId: string; resolution: Resolution }) {
  const { resolution } = input;
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const now = deps.clock.now();
    const [flipped] = await sql<{ user_id: string; amount_paise: string; email: string }>(
      em,
      `update redeem_requests set status = ?, code = ?, reject_reason = ?, resolved_by = ?, resolved_at = ?
       where id = ? and status = 'pending' returning user_id, amount_paise, email`,
      [resolution.outcome, resolution.outcome === 'completed' ? resolution.code : null, resolution.outcome === 'rejected' ? resolution.reason : null, input.adminId, now, input.id],
    );
    if (!flipped) {
      const [current] = await sql<{ status: RedeemStatus }>(em, `select status from redeem_requests where id = ?`, [input.id]);
      if (!current) throw refuse('redeem.not-found');
      throw refuse('redeem.already-resolved', { status: current.status });
    }
    const amountPaise = Number(flipped.amount_paise);
    const amount = formatRupees(amountPaise);
    const transfer =
      resolution.outcome === 'completed'
        ? await settle(txDeps, { amountPaise, description: `Withdrawal ${amount} paid as a Google Play code`, idempotencyKey: `withdrawal-settle:${input.id}`, reference: input.id })
        : await release(txDeps, { userId: flipped.user_id, amountPaise, description: `Withdrawal ${amount} rejected: ${resolution.reason}`, idempotencyKey: `withdrawal-release:${input.id}`, reference: input.id });
    await sql(em, `update redeem_requests set resolution_transfer_id = ? where id = ?`, [transfer.transferId, input.id]);

    const user = await em.findOneOrFail(User, { id: flipped.user_id });
    // The request's address (kept with it), the account's name and language.
    const recipient = { email: flipped.email, name: user.name, locale: user.locale };
    queueMail(
      txDeps,
      resolution.outcome === 'completed'
        ? redeemCompletedMail(recipient, amount, resolution.code)
        : redeemRejectedMail(recipient, amount, resolution.reason),
    );
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: resolution.outcome === 'completed' ? 'redeem.complete' : 'redeem.reject',
      targetType: 'redeem-request',
      targetId: input.id,
      before: { status: 'pending' },
      after: resolution.outcome === 'completed' ? { status: 'completed', code: resolution.code } : { status: 'rejected', reason: resolution.reason },
    });
    await em.flush();
    return toRedeemRequestView(await em.findOneOrFail(RedeemRequest, { id: input.id }, { refresh: true }));
  });
}
