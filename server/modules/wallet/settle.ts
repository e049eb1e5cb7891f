import type { LedgerLine } from '#contract/wallet/ledger-lines';
import type { Deps } from '../deps';
import { HOLD_ACCOUNTS, type HoldPurpose } from './accounts';
import { postTransfer, type TransferResult } from './post-transfer';

export interface SettleInput {
  amountPaise: number;
  line: LedgerLine;
  idempotencyKey: string;
  reference: string;
  /** A withdrawal unless told otherwise. */
  purpose?: HoldPurpose;
}

/** A held amount is paid out: it moves from the holds account to the paid-out one; the user's balance is unchanged. */
export function settle(deps: Deps, { purpose = 'withdrawal', ...input }: SettleInput): Promise<TransferResult> {
  const accounts = HOLD_ACCOUNTS[purpose];
  return postTransfer(deps, { ...input, kind: `${purpose}-settle`, from: { system: accounts.held }, to: { system: accounts.paid } });
}
