import type { Deps } from '../deps';
import { HOLD_ACCOUNTS } from './accounts';
import type { HoldInput } from './hold';
import { postTransfer, type TransferResult } from './post-transfer';

/** A held amount goes back to the user's available balance (a rejected withdrawal or reward order). */
export function release(deps: Deps, { userId, purpose = 'withdrawal', ...rest }: HoldInput): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, kind: `${purpose}-release`, from: { system: HOLD_ACCOUNTS[purpose].held }, to: { userId } });
}

/** A settled reward whose code failed, not re-issued: paid back from the rewards account (decision 019). */
export function refundReward(deps: Deps, { userId, ...rest }: Omit<HoldInput, 'purpose'>): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, kind: 'reward-refund', from: { system: HOLD_ACCOUNTS.reward.paid }, to: { userId } });
}
