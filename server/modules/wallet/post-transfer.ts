import { createHash } from 'node:crypto';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { describeAccount, resolveAccountId, type AccountRef } from './accounts';
import { sql } from './sql';

export const TRANSFER_KINDS = [
  'promo',
  'game-prize',
  'referral',
  'task',
  'adjustment',
  'withdrawal-hold',
  'withdrawal-settle',
  'withdrawal-release',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferInput {
  /** Same key → same effect once. The same key with different content is refused with 409. */
  idempotencyKey: string;
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amountPaise: number;
  /** Shown in the user's history. */
  description: string;
  reference?: string;
  promoCode?: string;
}

export interface TransferResult {
  transferId: string;
  /** True when this key had already been posted and nothing new happened. */
  replayed: boolean;
}

export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance';

function fingerprint(input: TransferInput): string {
  const material = [input.kind, describeAccount(input.from), describeAccount(input.to), input.amountPaise, input.reference ?? ''].join('|');
  return createHash('sha256').update(material).digest('hex');
}

/**
 * The only code that changes a balance. In one transaction: claim the idempotency key, change the
 * user's cached balance with a conditional update (it can never go below zero; a CHECK constraint
 * is the backstop), and append the two ledger entries (debit and credit).
 */
export async function postTransfer(deps: Deps, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) throw new AppError('BAD_INPUT', 'Amount must be a positive whole number of paise');
  const print = fingerprint(input);
  return deps.em.transactional(async (em) => {
    const fromId = await resolveAccountId(em, input.from);
    const toId = await resolveAccountId(em, input.to);
    const now = deps.clock.now();

    const [claimed] = await sql<{ id: string }>(
      em,
      `insert into ledger_transfers (idempotency_key, request_fingerprint, kind, debit_account_id, credit_account_id, amount, description, reference, promo_code, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
      [input.idempotencyKey, print, input.kind, fromId, toId, input.amountPaise, input.description, input.reference ?? null, input.promoCode ?? null, now],
    );
    if (!claimed) {
      const [existing] = await sql<{ id: string; request_fingerprint: string }>(em, `select id, request_fingerprint from ledger_transfers where idempotency_key = ?`, [input.idempotencyKey]);
      if (!existing || existing.request_fingerprint !== print) throw new AppError('CONFLICT', 'This idempotency key was already used for a different operation');
      return { transferId: existing.id, replayed: true };
    }

    // Only user accounts carry a cached balance. A system counter-account sits on one side of a
    // large share of all movements, so updating its row in each transfer would queue every
    // transfer behind one row lock (docs/performance.md); its balance is the sum of its entries.
    // User rows are locked in a fixed order so opposite movements between two users cannot deadlock.
    const userMoves = [
      { account: input.from, accountId: fromId, delta: -input.amountPaise },
      { account: input.to, accountId: toId, delta: input.amountPaise },
    ]
      .filter((move) => 'userId' in move.account)
      .sort((a, b) => a.accountId.localeCompare(b.accountId));
    for (const move of userMoves) {
      const updated = await sql(em, `update wallet_accounts set balance = balance + ? where id = ? and balance + ? >= 0 returning id`, [move.delta, move.accountId, move.delta]);
      if (updated.length === 0) throw new AppError('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE_MESSAGE);
    }

    await sql(
      em,
      `insert into ledger_entries (transfer_id, account_id, amount, kind, description, reference, promo_code, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        claimed.id, fromId, -input.amountPaise, input.kind, input.description, input.reference ?? null, input.promoCode ?? null, now,
        claimed.id, toId, input.amountPaise, input.kind, input.description, input.reference ?? null, input.promoCode ?? null, now,
      ],
    );
    return { transferId: claimed.id, replayed: false };
  });
}
