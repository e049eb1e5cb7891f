import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The promo code and withdrawal forms: the texts of `server/modules/promo/schemas.ts` and `redeem/schemas.ts`. */
export const MONEY_VALIDATION: ValidationWords = {
  'Please enter a promo code': () => m['validation.money.promo-code-required'](),
  'Promo code must be at most 40 characters': () => m['validation.money.promo-code-too-long'](),
  'Please select an amount': () => m['validation.money.select-amount'](),
  'Please enter your email': () => m['validation.money.enter-email'](),
};
