import { WithdrawalOption } from '../../../db/entities';
import type { Deps } from '../deps';

export async function listWithdrawalOptions(deps: Deps) {
  const options = await deps.em.find(WithdrawalOption, {}, { orderBy: { amountPaise: 'asc' } });
  return options.map(({ amountPaise, isAvailable, unavailableReason }) => ({ amountPaise, isAvailable, unavailableReason: unavailableReason ?? null }));
}
