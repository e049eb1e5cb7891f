import type { Deps } from '../deps';
import { postTransfer, type TransferResult } from './post-transfer';

export interface HoldInput {
  userId: string;
  amountPaise: number;
  description: string;
  idempotencyKey: string;
  /** The withdrawal request the hold belongs to. */
  reference: string;
}

/**
 * Reserves money for a withdrawal: it leaves the available balance at once and waits in the
 * withdrawal-holds account until it is settled (paid out) or released (returned), exactly once.
 */
export function hold(deps: Deps, { userId, ...rest }: HoldInput): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, kind: 'withdrawal-hold', from: { userId }, to: { system: 'withdrawal-holds' } });
}
