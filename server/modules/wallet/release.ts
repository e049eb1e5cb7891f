import type { Deps } from '../deps';
import { postTransfer, type TransferResult } from './post-transfer';

export interface ReleaseInput {
  userId: string;
  amountPaise: number;
  description: string;
  idempotencyKey: string;
  reference: string;
}

/** A held amount goes back to the user's available balance (a rejected withdrawal). */
export function release(deps: Deps, { userId, ...rest }: ReleaseInput): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, kind: 'withdrawal-release', from: { system: 'withdrawal-holds' }, to: { userId } });
}
