import type { LedgerLine } from '#contract/wallet/ledger-lines';
import type { Deps } from '../deps';
import type { PayoutAccount, SystemAccount } from './accounts';
import { postTransfer, type TransferKind, type TransferResult } from './post-transfer';

export interface CreditInput {
  userId: string;
  /** The counter-account paying: promotions, games, referrals, tasks or adjustments. */
  from: Exclude<SystemAccount, PayoutAccount>;
  kind: TransferKind;
  amountPaise: number;
  line: LedgerLine;
  idempotencyKey: string;
  reference?: string;
  promoCode?: string;
}

export function credit(deps: Deps, { userId, from, ...rest }: CreditInput): Promise<TransferResult> {
  return postTransfer(deps, { ...rest, from: { system: from }, to: { userId } });
}
