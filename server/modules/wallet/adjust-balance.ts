import { User } from '../../../db/entities';
import { AppError, refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { credit } from './credit';
import { debit } from './debit';
import { getWalletSummary } from './get-wallet-summary';

export interface AdjustBalanceInput {
  userId: string;
  adminId: string;
  type: 'add' | 'deduct';
  amountPaise: number;
  reason: string;
  /** The admin's key for this one adjustment (the dialog makes one when it opens; a REST client sends Idempotency-Key). */
  idempotencyKey: string;
}

type AdjustmentRow = Pick<Row<'balance_adjustments'>, 'user_id' | 'type' | 'amount_paise' | 'reason' | 'balance_after_paise'>;

/**
 * Once per admin and key (decision 029): recorded with its transfer and audit, so a retry answers
 * the first result and the same key with another input is refused; a refusal records nothing.
 */
export async function adjustBalance(deps: Deps, input: AdjustBalanceInput) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    if (!(await em.count(User, { id: input.userId }))) throw refuse('users.not-found');
    // A duplicate running at the same moment waits on this insert until the first commits (and is
    // answered by it below) or rolls back (and is then applied itself).
    const [claimed] = await sql<Pick<Row<'balance_adjustments'>, 'id'>>(
      em,
      `insert into balance_adjustments (admin_id, idempotency_key, user_id, type, amount_paise, reason, created_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (admin_id, idempotency_key) do nothing returning id`,
      [input.adminId, input.idempotencyKey, input.userId, input.type, input.amountPaise, input.reason, deps.clock.now()],
    );
    if (!claimed) return answerOfFirst(txDeps, input);

    const before = await getWalletSummary(txDeps, input.userId);
    const common = {
      userId: input.userId,
      kind: 'adjustment' as const,
      amountPaise: input.amountPaise,
      line: { code: 'adjustment' as const, values: { reason: input.reason } },
      idempotencyKey: `adjustment:${claimed.id}`,
      reference: input.adminId,
    };
    let transferId: string;
    try {
      ({ transferId } = input.type === 'add' ? await credit(txDeps, { ...common, from: 'adjustments' }) : await debit(txDeps, { ...common, to: 'adjustments' }));
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'insufficient-balance') {
        throw refuse('wallet.deduct-exceeds-balance', { balancePaise: before.balancePaise });
      }
      throw error;
    }
    const after = await getWalletSummary(txDeps, input.userId);
    await sql(em, `update balance_adjustments set transfer_id = ?, balance_after_paise = ? where id = ?`, [transferId, after.balancePaise, claimed.id]);
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: input.type === 'add' ? 'balance.add' : 'balance.deduct',
      targetType: 'user',
      targetId: input.userId,
      before: { balancePaise: before.balancePaise },
      after: { balancePaise: after.balancePaise, amountPaise: input.amountPaise, reason: input.reason },
    });
    await em.flush();
    return { balancePaise: after.balancePaise };
  });
}

/** The key was used already: the same input answers the first result; any other is refused. */
async function answerOfFirst(deps: Deps, input: AdjustBalanceInput) {
  const [first] = await sql<AdjustmentRow>(
    deps.em,
    `select user_id, type, amount_paise, reason, balance_after_paise from balance_adjustments where admin_id = ? and idempotency_key = ?`,
    [input.adminId, input.idempotencyKey],
  );
  const same = first!.user_id === input.userId && first!.type === input.type && Number(first!.amount_paise) === input.amountPaise && first!.reason === input.reason;
  if (!same) throw refuse('wallet.adjustment-key-reused');
  return { balancePaise: Number(first!.balance_after_paise) };
}
