import type { AppError, RefusalCode } from '#contract/errors';

/** The SQLSTATE every money function in `db/sql/` raises to refuse an operation. */
const MONEY_REFUSAL_SQLSTATE = 'MN000';

interface MoneyRefusal {
  /** What was refused, e.g. 'insufficient-balance' or 'promo.unknown' (the function's DETAIL). */
  key: RefusalCode;
  /** A value the user's message needs, e.g. why an amount is unavailable (the function's HINT). */
  hint?: string;
}

/** The refusal a money function raised, or null for any other error (which must propagate). */
function moneyRefusalOf(error: unknown): MoneyRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail, hint } = error as { code?: unknown; detail?: unknown; hint?: unknown };
  if (code !== MONEY_REFUSAL_SQLSTATE || typeof detail !== 'string') return null;
  // Only the refusal list's codes are raised (tests/integration/refusal-codes.test.ts); a key it
  // does not know finds no entry in the operation's table and the error propagates as a 500.
  return { key: detail as RefusalCode, hint: typeof hint === 'string' ? hint : undefined };
}

/**
 * The refusals an operation's SQL function can raise, keyed by refusal code (a mistyped key is a
 * type error), each building its error from the hint — the value the message may need.
 */
export type RefusalErrors = Partial<Record<RefusalCode, (hint: string | undefined) => AppError>>;

/** The AppError for a refusal the table knows; any other error comes back as it is, to be rethrown. */
export function toRefusalError(error: unknown, refusals: RefusalErrors): unknown {
  const refusal = moneyRefusalOf(error);
  const toError = refusal ? refusals[refusal.key] : undefined;
  return toError ? toError(refusal!.hint) : error;
}
