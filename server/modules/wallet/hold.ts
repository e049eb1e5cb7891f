import type { LedgerLine } from '#contract/wallet/ledger-lines';
import type { Deps } from '../deps';
import { HOLD_ACCOUNTS, type HoldPurpose } from './accounts';
import { postTransfer, type TransferResult } from './post-transfer';

/** A hold, and its release: the same user, amount and reference. */
export interface HoldInput {
  userId: string;
  amountPaise: number;
  line: LedgerLine;
  idempotencyKey: string;
  /** The withdrawal request or reward order the hold belongs to. */
  reference: string;
  /** A withdrawal unless told otherwise. */
  purpose?: HoldPurpose;
}

/** Leaves the available balance at once; later settled or released, exactly once (decision 003). */
export function hold(deps: Deps, { userId, purpose = 'withdrawal', ...rest }: HoldInput): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, kind: `${purpose}-hold`, from: { userId }, to: { system: HOLD_ACCOUNTS[purpose].held } });
}
