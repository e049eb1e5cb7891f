export { createPromoCode } from './create-promo-code';
export { redeemPromoCode } from './redeem-promo-code';
export { adminPromoRouter, promoRouter } from './router';
