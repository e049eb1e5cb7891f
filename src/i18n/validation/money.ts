import { MAX_PROMO_CODE_LENGTH } from '#contract/promo/rules';
import { formatCount } from '#kit/lib/format';
import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The promo code and withdrawal forms: the texts of `server/contract/promo/schemas.ts` and `redeem/schemas.ts`. */
export const MONEY_VALIDATION: ValidationWords = {
  'Please enter a promo code': () => m['validation.money.promo-code-required'](),
  // Built by the server from its limit, so the key is built from the same constant.
  [`Promo code must be at most ${MAX_PROMO_CODE_LENGTH} characters`]: () => m['validation.money.promo-code-too-long']({ max: formatCount(MAX_PROMO_CODE_LENGTH) }),
  'Please select an amount': () => m['validation.money.select-amount'](),
  'Please enter your email': () => m['validation.money.enter-email'](),
};
