import { AppError } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { PayingAccount } from './accounts';
import { postTransfer, type TransferKind } from './post-transfer';
import type { DebtSource } from '#contract/wallet/schemas';
import type { LedgerLine } from '#contract/wallet/ledger-lines';

/** The longest reason a debt keeps (user_debts.reason). */
export const DEBT_REASON_MAX_LENGTH = 500;

export interface ReverseCreditInput {
  userId: string;
  /** What is taken back, in paise: the credit's amount (or the part being reversed). */
  amountPaise: number;
  /** The account that paid the credit: what the balance covers goes back to it. */
  to: PayingAccount;
  /** The ledger kind of the part taken now; `credit-reversal` unless the caller's domain has its own. */
  kind?: TransferKind;
  /** The history line of the part taken now. */
  line: LedgerLine;
  /** Why, in words the user reads beside the debt on /wallet (at most 500 characters). */
  reason: string;
  /** What was reversed: e.g. `{ kind: 'referral', ref: referralId }`, `{ kind: 'offerwall', ref: 'provider:txn' }`. */
  source: { kind: DebtSource; ref: string };
  /** Keys the transfer and the debt: a retry answers the first result, even if the balance changed since. */
  idempotencyKey: string;
}

export interface ReverseCreditResult {
  /** Taken from the balance now (never more than it held). */
  takenPaise: number;
  /** Recorded as owed: the next earnings pay it first (wallet_post_transfer). */
  debtPaise: number;
  /** True when this key had already been used and nothing new happened. */
  replayed: boolean;
}

/**
 * Never below zero: the balance is debited, the rest becomes a debt the next earnings settle. The
 * account row is locked first, so the amount taken is the balance as it really is (decision 021).
 */
export async function reverseCredit(deps: Deps, input: ReverseCreditInput): Promise<ReverseCreditResult> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) throw new AppError('BAD_INPUT', 'Amount must be a positive whole number of paise');
  const reason = input.reason.trim();
  if (reason.length === 0 || reason.length > DEBT_REASON_MAX_LENGTH) throw new AppError('BAD_INPUT', `The reason must be 1 to ${DEBT_REASON_MAX_LENGTH} characters`);
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    // Opens the account if the user has none yet, so there is always a row to lock.
    await sql(em, `select wallet_account_id(?::uuid, null)`, [input.userId]);
    const [account] = await sql<Pick<Row<'wallet_accounts'>, 'balance'>>(em, `select balance from wallet_accounts where user_id = ? for update`, [input.userId]);
    const [earlier] = await sql<{ taken: string | null; debt: string | null }>(
      em,
      `select (select amount from ledger_transfers where idempotency_key = ?) as taken, (select amount_paise from user_debts where idempotency_key = ?) as debt`,
      [input.idempotencyKey, input.idempotencyKey],
    );
    if (earlier!.taken !== null || earlier!.debt !== null) return { takenPaise: Number(earlier!.taken ?? 0), debtPaise: Number(earlier!.debt ?? 0), replayed: true };

    const takenPaise = Math.min(Number(account!.balance), input.amountPaise);
    const debtPaise = input.amountPaise - takenPaise;
    if (takenPaise > 0) {
      await postTransfer(txDeps, {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind ?? 'credit-reversal',
        from: { userId: input.userId },
        to: { system: input.to },
        amountPaise: takenPaise,
        line: input.line,
        reference: input.source.ref,
      });
    }
    if (debtPaise > 0) {
      await sql(
        em,
        `insert into user_debts (user_id, amount_paise, reason, source_kind, source_ref, idempotency_key, created_at) values (?, ?, ?, ?, ?, ?, ?)`,
        [input.userId, debtPaise, reason, input.source.kind, input.source.ref, input.idempotencyKey, deps.clock.now()],
      );
    }
    return { takenPaise, debtPaise, replayed: false };
  });
}
