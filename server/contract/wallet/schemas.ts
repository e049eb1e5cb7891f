import { z } from 'zod';
import { amountPaiseSchema } from '../money-schemas';
import { idempotencyKeySchema, idSchema, pageQuerySchema } from '../shared-schemas';
import { pendingOfferwallCreditSchema } from '../offerwalls/schemas';
import { ledgerLineSchema } from './ledger-lines';

/** What a debt can come from: a paid referral an admin reversed, an offerwall credit charged back after clearing. */
export const DEBT_SOURCES = ['referral', 'offerwall'] as const;

export const walletSummarySchema = z.object({
  /** Available balance in paise: what the user can spend or withdraw now. */
  balancePaise: z.number().int(),
  /** Held: the sum of pending withdrawal requests and pending reward orders (already taken out of the balance). */
  pendingPaise: z.number().int(),
  pendingCount: z.number().int(),
  /** Owed after a reversed credit the balance did not cover: the open total, which the next earnings pay first. */
  debtPaise: z.number().int(),
  /** Open debts, oldest first (the order earnings pay them), with what is owed, what was reversed and why. */
  debts: z.array(z.object({ openPaise: z.number().int(), reason: z.string(), source: z.enum(DEBT_SOURCES), createdAt: z.date() })),
  /** Offerwall credits waiting out their hold (not in the balance yet), soonest to clear first: "₹X pending — clears on DATE". */
  offerwallPending: z.array(pendingOfferwallCreditSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** What a debt can come from (`reverseCredit`'s source kind, user_debts.source_kind). */
export type DebtSource = (typeof DEBT_SOURCES)[number];

export const historyInputSchema = pageQuerySchema;

export const historyEntrySchema = z.object({
  id: z.string(),
  /** What the entry was, as a code and values (decision 038): the SPA words it in the reader's language. */
  line: ledgerLineSchema,
  /** The line in English, for API clients and logs; the SPA shows `line`. */
  description: z.string(),
  /** Signed: positive credits the user, negative takes from the user. */
  amountPaise: z.number().int(),
  kind: z.string(),
  promoCode: z.string().nullable(),
  createdAt: z.date(),
  /** A provably fair play's prize: the play's id, for "Check this play" (`fairness.play`); null otherwise. */
  playId: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyOutputSchema = z.object({ entries: z.array(historyEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const ledgerCheckSchema = z.object({
  ok: z.boolean(),
  accountsChecked: z.number().int(),
  transfersChecked: z.number().int(),
  systemSumPaise: z.number().int(),
  mismatchedAccounts: z.array(z.object({ accountId: z.string(), label: z.string(), cachedPaise: z.number().int(), entriesPaise: z.number().int() })),
  unbalancedTransfers: z.array(z.object({ transferId: z.string(), sumPaise: z.number().int() })),
  holdsMismatch: z.object({ heldPaise: z.number().int(), pendingRequestsPaise: z.number().int() }).nullable(),
  checkedAt: z.date(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

export const adjustBalanceInputSchema = z.object({
  id: idSchema,
  type: z.enum(['add', 'deduct'], { message: 'Type must be add or deduct' }),
  amountPaise: amountPaiseSchema,
  reason: z.string({ message: 'Reason is required' }).trim().min(1, 'Reason is required').max(200, 'Reason must be at most 200 characters'),
  /** One per adjustment the admin means (the dialog makes one when it opens): a retry answers the first result, a different input is refused. */
  idempotencyKey: idempotencyKeySchema,
});
