/**
 * What a promo code may look like, apart from the zod schemas (which build on it) so the public
 * promo route's `?code=` reader, in the browser's entry chunk, can apply it without loading zod.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_PROMO_CODE_LENGTH = 40;
