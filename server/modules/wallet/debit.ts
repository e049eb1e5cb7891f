import type { LedgerLine } from '#contract/wallet/ledger-lines';
import type { Deps } from '../deps';
import type { PayoutAccount, SystemAccount } from './accounts';
import { postTransfer, type TransferKind, type TransferResult } from './post-transfer';

export interface DebitInput {
  userId: string;
  to: Exclude<SystemAccount, PayoutAccount>;
  kind: TransferKind;
  amountPaise: number;
  line: LedgerLine;
  idempotencyKey: string;
  reference?: string;
}

/** Takes money from the user's available balance; refused with 'Insufficient balance' rather than going below zero. */
export function debit(deps: Deps, { userId, to, ...rest }: DebitInput): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, from: { userId }, to: { system: to } });
}
