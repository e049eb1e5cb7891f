import { AppError, refuse } from '#contract/errors';
import { ledgerLineSchema, type LedgerLine } from '#contract/wallet/ledger-lines';
import { ledgerLineText } from '#i18n/ledger-line-wording';
import type { Deps } from '../deps';
import type { AccountRef } from './accounts';
import { countMoneyOperation } from './count-money-operation';
import { toRefusalError, type RefusalErrors } from './money-refusal';
import { sql } from '../sql';
import { announceChange } from '../cache';

export const TRANSFER_KINDS = [
  'promo',
  'game-prize',
  'referral',
  'task',
  'adjustment',
  'withdrawal-hold',
  'withdrawal-settle',
  'withdrawal-release',
  'reward-hold',
  'reward-settle',
  'reward-release',
  'reward-refund',
  // A credit taken back (reverse-credit.ts), and an earning paying a debt (posted by wallet_post_transfer itself into recoveries).
  'credit-reversal',
  'debt-recovery',
  // Offerwalls (issue 18): a postback parks the credit in offerwall-pending; the job releases it to the user, or a chargeback takes it back.
  'offerwall-credit',
  'offerwall-release',
  'offerwall-reversal',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferInput {
  /** Same key → same effect once. The same key with different content is refused with 409. */
  idempotencyKey: string;
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amountPaise: number;
  /** Shown in the user's history, worded in the reader's language when read (decision 038). */
  line: LedgerLine;
  reference?: string;
  promoCode?: string;
}

export interface TransferResult {
  transferId: string;
  /** True when this key had already been posted and nothing new happened. */
  replayed: boolean;
  /** The user account's balance after the transfer (and after the debts an earning paid); null for a system account or a replay. */
  fromBalancePaise: number | null;
  toBalancePaise: number | null;
}

/** Merged into every caller's refusals (refusal-codes.test.ts checks none is missed). */
export const LEDGER_REFUSALS: RefusalErrors = {
  'insufficient-balance': () => refuse('insufficient-balance'),
  'idempotency-key-reused': () => refuse('idempotency-key-reused'),
};

/**
 * A line as the money functions take it, checked against its code's shape: the English wording
 * stored beside it for logs and whoever reads the table (description is varchar(300)), its code and
 * its values as JSON (`?::jsonb`).
 */
export function ledgerLineParams(line: LedgerLine): [description: string, code: string, values: string] {
  const checked = ledgerLineSchema.parse(line);
  return [Array.from(ledgerLineText(checked, 'en')).slice(0, 300).join(''), checked.code, JSON.stringify(checked.values)];
}

function paiseOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

function accountParams(account: AccountRef): [string | null, string | null] {
  return 'userId' in account ? [account.userId, null] : [null, account.system];
}

/**
 * The only code that changes a balance: one `wallet_post_transfer` statement, in the caller's
 * transaction when there is one (decisions 003, 006).
 */
export async function postTransfer(deps: Deps, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) throw new AppError('BAD_INPUT', 'Amount must be a positive whole number of paise');
  return countMoneyOperation(input.kind, () => postTransferOnce(deps, input), (result) => result.replayed);
}

async function postTransferOnce(deps: Deps, input: TransferInput): Promise<TransferResult> {
  try {
    const [row] = await sql<{ transfer_id: string; replayed: boolean; from_balance: string | null; to_balance: string | null }>(
      deps.em,
      `select transfer_id, replayed, from_balance, to_balance from wallet_post_transfer(?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [
        input.idempotencyKey,
        input.kind,
        ...accountParams(input.from),
        ...accountParams(input.to),
        input.amountPaise,
        ...ledgerLineParams(input.line),
        input.reference ?? null,
        input.promoCode ?? null,
        deps.clock.now(),
      ],
    );
    if (!row!.replayed) for (const account of [input.from, input.to]) if ('userId' in account) announceChange(deps.em, 'account', account.userId);
    return { transferId: row!.transfer_id, replayed: row!.replayed, fromBalancePaise: paiseOrNull(row!.from_balance), toBalancePaise: paiseOrNull(row!.to_balance) };
  } catch (error) {
    throw toRefusalError(error, LEDGER_REFUSALS);
  }
}
