import { RedeemRequest } from '../../../db/entities';
import type { RedeemStatus } from '#contract/enums';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { sealRewardCode } from '../rewards';
import { lastFourOf } from '#contract/rewards/rules';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { release, settle } from '../wallet';
import { toRedeemRequestView } from './to-redeem-request-view';
import { closeProviderOrder } from '../fulfilment';

/** A completed request's code; `last4` is the code's own when the text holds more (a provider's card with its PIN, decision 060). */
export type Resolution = { outcome: 'completed'; code: string; last4?: string } | { outcome: 'rejected'; reason: string };

/** A code is sealed and only its last 4 reach the notification and audit: admins read the outbox (decision 029). */
function outcomeOf(deps: Deps, resolution: Resolution) {
  if (resolution.outcome === 'rejected') {
    return {
      columns: { code_last4: null, code_key_version: null, code_iv: null, code_ciphertext: null, code_tag: null, reject_reason: resolution.reason },
      notification: (requestId: string, amountPaise: number) => ({ kind: 'withdrawal-rejected' as const, values: { requestId, amountPaise, reason: resolution.reason } }),
      audit: { status: 'rejected', reason: resolution.reason },
    };
  }
  const sealed = sealRewardCode(deps.config.rewardCodeKeys, resolution.code);
  const last4 = resolution.last4 ?? lastFourOf(resolution.code);
  return {
    columns: { code_last4: last4, code_key_version: sealed.keyVersion, code_iv: sealed.iv, code_ciphertext: sealed.ciphertext, code_tag: sealed.tag, reject_reason: null },
    notification: (requestId: string, amountPaise: number) => ({ kind: 'withdrawal-completed' as const, values: { requestId, amountPaise, last4 } }),
    audit: { status: 'completed', codeLast4: last4 },
  };
}

/**
 * Exactly once: one conditional UPDATE from pending, then settle or release, notification and audit in the
 * same transaction (decision 003). A second attempt: 409.
 */
export async function resolveRedeemRequest(deps: Deps, input: { id: string; adminId: string; resolution: Resolution }) {
  return deps.em.transactional(async (em) => {
    await resolveRedeemRequestIn({ ...deps, em }, input);
    // Decided by hand: the provider is never asked for it again (decision 060).
    await closeProviderOrder(em, input.id, input.resolution.outcome === 'completed' ? 'admin-fulfilled' : 'admin-refused', deps.clock.now());
    await em.flush();
    return toRedeemRequestView(await em.findOneOrFail(RedeemRequest, { id: input.id }, { refresh: true }));
  });
}

/**
 * A pending request resolved in the caller's transaction, by an admin or (adminId null, no audit entry:
 * the provider order records it) with the provider's card (decision 060).
 */
export async function resolveRedeemRequestIn(txDeps: Deps, input: { id: string; adminId: string | null; resolution: Resolution }): Promise<{ userId: string }> {
  const { resolution } = input;
  const outcome = outcomeOf(txDeps, resolution);
  const { em } = txDeps;
  const now = txDeps.clock.now();
  const { columns } = outcome;
  const [flipped] = await sql<Pick<Row<'redeem_requests'>, 'user_id' | 'amount_paise' | 'email'>>(
    em,
    `update redeem_requests set status = ?, code_last4 = ?, code_key_version = ?, code_iv = ?, code_ciphertext = ?, code_tag = ?, reject_reason = ?, resolved_by = ?, resolved_at = ?
     where id = ? and status = 'pending' returning user_id, amount_paise, email`,
    [resolution.outcome, columns.code_last4, columns.code_key_version, columns.code_iv, columns.code_ciphertext, columns.code_tag, columns.reject_reason, input.adminId, now, input.id],
  );
  if (!flipped) {
    const [current] = await sql<Narrowed<Pick<Row<'redeem_requests'>, 'status'>, { status: RedeemStatus }>>(em, `select status from redeem_requests where id = ?`, [input.id]);
    if (!current) throw refuse('redeem.not-found');
    throw refuse('redeem.already-resolved', { status: current.status });
  }
  const amountPaise = Number(flipped.amount_paise);
  const transfer =
    resolution.outcome === 'completed'
      ? await settle(txDeps, { amountPaise, line: { code: 'withdrawal.paid', values: { amountPaise } }, idempotencyKey: `withdrawal-settle:${input.id}`, reference: input.id })
      : await release(txDeps, { userId: flipped.user_id, amountPaise, line: { code: 'withdrawal.rejected', values: { amountPaise, reason: resolution.reason } }, idempotencyKey: `withdrawal-release:${input.id}`, reference: input.id });
  await sql(em, `update redeem_requests set resolution_transfer_id = ? where id = ?`, [transfer.transferId, input.id]);

  // Its e-mail to the request's address (kept with it), in the account's language.
  await notify(txDeps, { userId: flipped.user_id, ...outcome.notification(input.id, amountPaise), outcomeKey: input.id, email: flipped.email });
  if (input.adminId) {
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: resolution.outcome === 'completed' ? 'redeem.complete' : 'redeem.reject',
      targetType: 'redeem-request',
      targetId: input.id,
      before: { status: 'pending' },
      after: outcome.audit,
    });
  }
  return { userId: flipped.user_id };
}
