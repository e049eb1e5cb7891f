import { refuse } from '#contract/errors';
import { countMoneyOperation, toRefusalError, type RefusalErrors, LEDGER_REFUSALS, ledgerLineParams } from '../wallet';
import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';
import { preparedSql } from '../sql';
import { announceChange } from '../cache';

/** The refusals promo_redeem can raise (tests/integration/refusal-codes.test.ts checks it misses none). */
export const PROMO_REDEEM_REFUSALS: RefusalErrors = {
  ...LEDGER_REFUSALS,
  'promo.unknown': () => refuse('promo.unknown'),
  'promo.inactive': () => refuse('promo.inactive'),
  'promo.expired': () => refuse('promo.expired'),
  'promo.not-today': () => refuse('promo.not-today'),
  'promo.already-used': () => refuse('promo.already-used'),
  'promo.exhausted': () => refuse('promo.exhausted'),
  'vip.not-member': () => refuse('vip.not-member'),
};

/**
 * One statement, `promo_redeem` (decision 006): all or nothing. The use count's conditional update
 * settles a limited code; the transfer's key, "once per user".
 */
export function redeemPromoCode(deps: Deps, input: RedeemInput) {
  return countMoneyOperation('promo', () => redeemOnce(deps, input));
}

/** `vipDay`: a VIP code, redeemed by a member from the VIP page on that code day (issue 19); a promo code otherwise. */
type RedeemInput = { userId: string; code: string; vipDay?: string };

async function redeemOnce(deps: Deps, input: RedeemInput) {
  const now = deps.clock.now();
  try {
    const [row] = await preparedSql<{ amount_paise: string; code: string; new_balance: string }>(
      deps.em,
      `select amount_paise, code, new_balance from promo_redeem(?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [input.userId, input.code, ...ledgerLineParams({ code: input.vipDay ? 'promo.vip-redeemed' : 'promo.redeemed', values: { code: input.code } }), now, input.vipDay ?? istDate(now), input.vipDay !== undefined],
    );
    announceChange(deps.em, 'account', input.userId);
    return { amountPaise: Number(row!.amount_paise), code: row!.code, newBalancePaise: Number(row!.new_balance) };
  } catch (error) {
    throw toRefusalError(error, PROMO_REDEEM_REFUSALS);
  }
}
