import { z } from 'zod';
import { OFFERWALL_PROVIDERS } from '../offerwalls/rules';

/**
 * Every line a ledger transfer can carry (decision 038): a code and the values its sentence needs,
 * stored with the transfer (`line_code`, `line_values`) and worded when read, in the reader's
 * language, from the catalogue (`src/i18n/ledger-line-wording.ts`). The TypeScript writers name a
 * line through `LedgerLine`; the SQL functions' literal codes are checked against this table
 * (tests/integration/ledger-lines.test.ts); the SPA and the MSW fixtures build lines from it.
 */

/** An amount the sentence states, in paise (the entry's own signed amount stands beside it). */
const paise = z.number().int().positive();
const count = z.number().int().positive();
/**
 * Typed by a person, not by us — an admin's reason, a task's or product's name, a promo code: shown as
 * typed, in whatever language it was typed in, never translated. At most what a line ever held.
 */
const typed = z.string().min(1).max(500);

export const LEDGER_LINES = {
  'promo.redeemed': z.object({ code: typed }),
  'promo.vip-redeemed': z.object({ code: typed }),
  'withdrawal.requested': z.object({ amountPaise: paise }),
  'withdrawal.paid': z.object({ amountPaise: paise }),
  'withdrawal.rejected': z.object({ amountPaise: paise, reason: typed }),
  /** Cancelled by the account's deletion. */
  'withdrawal.cancelled': z.object({ amountPaise: paise }),
  /** Held when ordered, and settled when the code is given (both carry this line). */
  'reward.bought': z.object({ product: typed }),
  'reward.refunded': z.object({ product: typed, reason: typed }),
  /** Cancelled by the account's deletion. */
  'reward.cancelled': z.object({ product: typed }),
  adjustment: z.object({ reason: typed }),
  'account.balance-forfeited': z.object({}),
  /** An earning paying what a reversed credit left owed (wallet_post_transfer). */
  'debt.recovered': z.object({}),
  'referral.reward': z.object({}),
  'referral.welcome': z.object({}),
  'referral.milestone': z.object({ friends: count }),
  'referral.reward-reversed': z.object({}),
  'referral.welcome-reversed': z.object({}),
  'task.reward': z.object({ task: typed, submission: count }),
  /** Parked in offerwall-pending until the provider's hold ends: a system account's line, not a user's. */
  'offerwall.pending': z.object({ provider: z.enum(OFFERWALL_PROVIDERS), amountPaise: paise }),
  'offerwall.released': z.object({ provider: z.enum(OFFERWALL_PROVIDERS) }),
  'offerwall.not-released': z.object({ provider: z.enum(OFFERWALL_PROVIDERS), amountPaise: paise }),
  'offerwall.reversed': z.object({ provider: z.enum(OFFERWALL_PROVIDERS), amountPaise: paise }),
  'game.spin.won': z.object({ amountPaise: paise }),
  'game.scratch.won': z.object({ amountPaise: paise }),
  'game.flip.won': z.object({ side: z.enum(['HEAD', 'TAIL']) }),
  'game.guess.won': z.object({ number: count }),
  'game.daily-login': z.object({ day: count, days: count }),
  /** A line written before lines had codes whose sentence migration 0042 could not read: its English text, shown as it was. */
  legacy: z.object({ text: z.string() }),
} satisfies Record<string, z.ZodObject>;

export type LedgerLineCode = keyof typeof LEDGER_LINES;
export const LEDGER_LINE_CODES = Object.keys(LEDGER_LINES) as LedgerLineCode[];

export type LedgerLineOf<Code extends LedgerLineCode> = { code: Code; values: z.infer<(typeof LEDGER_LINES)[Code]> };
export type LedgerLine = { [Code in LedgerLineCode]: LedgerLineOf<Code> }[LedgerLineCode];

export function isLedgerLineCode(code: string): code is LedgerLineCode {
  return Object.hasOwn(LEDGER_LINES, code);
}

/** A line as it travels: its code and values, checked against the code's own shape. */
export const ledgerLineSchema = z.discriminatedUnion(
  'code',
  LEDGER_LINE_CODES.map((code) => z.object({ code: z.literal(code), values: LEDGER_LINES[code] })) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<LedgerLine>;
