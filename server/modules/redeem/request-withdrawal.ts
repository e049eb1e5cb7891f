import { createHash, randomUUID } from 'node:crypto';
import { RedeemRequest, WithdrawalOption } from '../../../db/entities';
import { AppError } from '../../errors';
import { isUniqueViolation, type Deps } from '../deps';
import { formatRupees } from '../money-format';
import { hold } from '../wallet/hold';
import { sql } from '../wallet/sql';
import { REDEEM_MESSAGES } from './schemas';
import { toRedeemRequestView } from './to-redeem-request-view';

/**
 * Creates a withdrawal request and holds its amount in the same transaction, so the balance the
 * user sees drops at once and a request can never exist without its money reserved. With an
 * Idempotency-Key, a retry answers the first request instead of creating a second.
 */
export async function requestWithdrawal(deps: Deps, input: { userId: string; amountPaise: number; email: string; idempotencyKey?: string }) {
  const scopedKey = input.idempotencyKey ? `${input.userId}:${input.idempotencyKey}` : null;
  const fingerprint = createHash('sha256').update(`${input.amountPaise}|${input.email}`).digest('hex');

  if (scopedKey) {
    const existing = await deps.em.findOne(RedeemRequest, { idempotencyKey: scopedKey });
    if (existing) {
      if (existing.requestFingerprint !== fingerprint) throw new AppError('CONFLICT', REDEEM_MESSAGES.keyReused);
      return { request: toRedeemRequestView(existing), replayed: true };
    }
  }

  const option = await deps.em.findOne(WithdrawalOption, { amountPaise: input.amountPaise });
  if (!option) throw new AppError('BAD_INPUT', REDEEM_MESSAGES.unknownAmount);
  if (!option.isAvailable) throw new AppError('BAD_INPUT', `${formatRupees(option.amountPaise)} is temporarily unavailable: ${option.unavailableReason}`);

  try {
    return await deps.em.transactional(async (em) => {
      const id = randomUUID();
      const transfer = await hold({ ...deps, em }, {
        userId: input.userId,
        amountPaise: input.amountPaise,
        description: `Withdrawal request: ${formatRupees(input.amountPaise)} Google Play code`,
        idempotencyKey: `withdrawal-hold:${id}`,
        reference: id,
      });
      const now = deps.clock.now();
      await sql(
        em,
        `insert into redeem_requests (id, user_id, amount_paise, email, status, idempotency_key, request_fingerprint, hold_transfer_id, created_at)
         values (?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
        [id, input.userId, input.amountPaise, input.email, scopedKey, fingerprint, transfer.transferId, now],
      );
      const request = await em.findOneOrFail(RedeemRequest, { id });
      return { request: toRedeemRequestView(request), replayed: false };
    });
  } catch (error) {
    // Two retries with one key racing: the loser answers what the winner created.
    if (scopedKey && isUniqueViolation(error)) {
      return requestWithdrawal(deps, input);
    }
    throw error;
  }
}
