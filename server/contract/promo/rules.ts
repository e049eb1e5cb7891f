/**
 * What a promo code may look like, apart from the zod schemas (which build on it) so the public
 * promo route's `?code=` reader, in the browser's entry chunk, can apply it without loading zod.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_PROMO_CODE_LENGTH = 40;

/** What decides how much a code can hand out. */
export type PromoCodeReach = { amountPaise: number; maxUses?: number | null };

/** What a code can hand out in all: amount × max uses; a code without a use limit has no ceiling (null). */
export function promoTotalPaise(code: PromoCodeReach): number | null {
  return code.maxUses ? code.amountPaise * code.maxUses : null;
}

/** Whether a content admin may create the code under the owner's limit (decision 046): a code without a use limit never is. */
export function withinContentPromoLimit(code: PromoCodeReach, limitPaise: number): boolean {
  const total = promoTotalPaise(code);
  return total !== null && total <= limitPaise;
}
