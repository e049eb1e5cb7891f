import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { istDate } from '../time/ist';
import { toRefusalError, type RefusalErrors } from '../wallet/money-refusal';
import { LEDGER_REFUSALS } from '../wallet/post-transfer';
import { preparedSql } from '../sql';
import { PROMO_MESSAGES } from './schemas';

const PROMO_REFUSALS: RefusalErrors = {
  ...LEDGER_REFUSALS,
  'promo.unknown': () => new AppError('NOT_FOUND', PROMO_MESSAGES.unknown),
  'promo.inactive': () => new AppError('BAD_INPUT', PROMO_MESSAGES.inactive),
  'promo.expired': () => new AppError('BAD_INPUT', PROMO_MESSAGES.expired),
  'promo.not-today': () => new AppError('BAD_INPUT', PROMO_MESSAGES.notToday),
  'promo.already-used': () => new AppError('CONFLICT', PROMO_MESSAGES.alreadyUsed),
  'promo.exhausted': () => new AppError('CONFLICT', PROMO_MESSAGES.exhausted),
};

/**
 * Redeems a code once per user and credits its amount, in one statement (promo_redeem, migration
 * 0006): the checks, the wallet's transfer, the redemption row and the code's use either all
 * happen or none. Concurrent redemptions of a limited code are decided by a conditional update of
 * its use count, and "once per user" by the transfer's idempotency key.
 */
export async function redeemPromoCode(deps: Deps, input: { userId: string; code: string }) {
  const now = deps.clock.now();
  try {
    const [row] = await preparedSql<{ amount_paise: string; code: string; new_balance: string }>(
      deps.em,
      `select amount_paise, code, new_balance from promo_redeem(?, ?, ?, ?, ?)`,
      [input.userId, input.code, `Promo code ${input.code}`, now, istDate(now)],
    );
    return { amountPaise: Number(row!.amount_paise), code: row!.code, newBalancePaise: Number(row!.new_balance) };
  } catch (error) {
    throw toRefusalError(error, PROMO_REFUSALS);
  }
}
