import { WithdrawalOption } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';

export async function updateWithdrawalOption(deps: Deps, input: { amountPaise: number; isAvailable: boolean; unavailableReason?: string | null; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const option = await em.findOne(WithdrawalOption, { amountPaise: input.amountPaise });
    if (!option) throw refuse('redeem.option-not-found');
    const before = { isAvailable: option.isAvailable, unavailableReason: option.unavailableReason ?? null };
    option.isAvailable = input.isAvailable;
    option.unavailableReason = input.isAvailable ? null : (input.unavailableReason ?? null);
    const after = { isAvailable: option.isAvailable, unavailableReason: option.unavailableReason ?? null };
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'withdrawal-option.update', targetType: 'withdrawal-option', targetId: String(option.amountPaise), before, after });
    await em.flush();
    return { amountPaise: option.amountPaise, ...after };
  });
}
