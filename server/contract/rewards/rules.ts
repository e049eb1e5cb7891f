/** Limits of an inventory upload: a pasted list or CSV of one print run, not a whole warehouse at once. */
export const MAX_CODES_PER_UPLOAD = 1000;
/** Gift card codes are 16–20 characters; Free Fire references similar. 64 leaves room for separators. */
export const MAX_REWARD_CODE_LENGTH = 64;
/** Without separators, a code shorter than this cannot be a real one (and its last 4 would be all of it). */
export const MIN_REWARD_CODE_LENGTH = 6;

/**
 * The form two spellings of one code share: gift codes are printed in groups ("ABCD-EFGH IJKL")
 * and read case-insensitively, so separators and case must not make a copy look new.
 */
export function normaliseRewardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** What an admin may see of a code: its last 4 characters (normalised). */
export function lastFourOf(code: string): string {
  return normaliseRewardCode(code).slice(-4);
}

/**
 * A product's stock is low when the codes left are at or below the admin's threshold (a threshold
 * of 0 means "when none is left"). The low-stock alert e-mail and the admin's stock marker both ask this.
 */
export function isLowStock(available: number, lowStockThreshold: number): boolean {
  return available <= lowStockThreshold;
}
