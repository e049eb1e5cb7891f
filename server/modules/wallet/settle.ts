import type { Deps } from '../deps';
import { postTransfer, type TransferResult } from './post-transfer';

export interface SettleInput {
  amountPaise: number;
  description: string;
  idempotencyKey: string;
  reference: string;
}

/** A held amount is paid out: it moves from withdrawal-holds to withdrawals; the user's balance is unchanged. */
export function settle(deps: Deps, input: SettleInput): Promise<TransferResult> {
  return postTransfer(deps, { ...input, kind: 'withdrawal-settle', from: { system: 'withdrawal-holds' }, to: { system: 'withdrawals' } });
}
