import { randomUUID } from 'node:crypto';
import { User } from '../../../db/entities';
import { AppError, refuse } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { credit } from './credit';
import { debit } from './debit';
import { getWalletSummary } from './get-wallet-summary';

export interface AdjustBalanceInput {
  userId: string;
  adminId: string;
  type: 'add' | 'deduct';
  amountPaise: number;
  reason: string;
  /** Lets an admin client retry safely; a fresh key is used when none is given. */
  idempotencyKey?: string;
}

/** An admin's correction, through the adjustments counter-account; the reason shows in the user's history. */
export async function adjustBalance(deps: Deps, input: AdjustBalanceInput) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    if (!(await em.count(User, { id: input.userId }))) throw refuse('users.not-found');
    const before = await getWalletSummary(txDeps, input.userId);
    const common = {
      userId: input.userId,
      kind: 'adjustment' as const,
      amountPaise: input.amountPaise,
      description: `Adjustment: ${input.reason}`,
      idempotencyKey: `adjustment:${input.idempotencyKey ?? randomUUID()}`,
      reference: input.adminId,
    };
    try {
      if (input.type === 'add') await credit(txDeps, { ...common, from: 'adjustments' });
      else await debit(txDeps, { ...common, to: 'adjustments' });
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'insufficient-balance') {
        throw refuse('wallet.deduct-exceeds-balance', { balancePaise: before.balancePaise });
      }
      throw error;
    }
    const after = await getWalletSummary(txDeps, input.userId);
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
