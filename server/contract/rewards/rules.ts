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

/**
 * Words a spreadsheet's header row names its code column with. A real code is never one of these:
 * after normalising they are short words, and gift codes are 16–20 characters with digits.
 */
const HEADER_WORDS = /^(codes?|vouchers?|voucher ?codes?|gift ?codes?|gift ?cards?|redeem(ption)? ?codes?|claim ?codes?|card ?(no|number)s?|serials?|serial ?(no|number)s?|pins?|keys?|numbers?)$/i;

/**
 * Whether an upload's first line is a header row, not a code (issue 31): its first column is a known
 * header word, or it has no digit and reads as words (lower case, a space or an underscore), which no
 * printed gift code does. The rule is judged on the first line only: a code further down is a code.
 */
export function isHeaderRow(firstColumn: string): boolean {
  const text = firstColumn.trim().replace(/^"|"$/g, '').trim();
  if (text === '') return false;
  if (HEADER_WORDS.test(text.replace(/[_-]+/g, ' '))) return true;
  return !/\d/.test(text) && /[a-z_ ]/.test(text);
}

/**
 * An upload's codes share the moment they were stored: its short id, shown with each code's last 4,
 * tells two codes with the same last 4 apart by the upload they came in.
 */
export function uploadBatchOf(createdAt: Date): string {
  return `B${createdAt.getTime().toString(36).slice(-5).toUpperCase()}`;
}

/**
 * What a buyer is told while their order waits for the gift-card supplier (decision 060): being bought,
 * the supplier slow to answer (we keep trying), or waiting for our team. Each is a catalogue message.
 */
export const PROVIDER_WAIT_REASONS = ['buying', 'supplier-slow', 'waiting-team'] as const;
export type ProviderWaitReason = (typeof PROVIDER_WAIT_REASONS)[number];

/** Where an order with the gift-card provider stands (provider_orders.state, decision 060). */
export const PROVIDER_ORDER_STATES = ['placing', 'placed', 'delivered', 'needs-admin', 'closed'] as const;
export type ProviderOrderState = (typeof PROVIDER_ORDER_STATES)[number];

/**
 * Below this prepaid balance with the gift-card provider (in the account's currency) the admins are mailed,
 * once per crossing, and the Prometheus alert fires (decision 060). A default in the currency Reloadly
 * accounts are usually kept in (USD): about a day of a small store's orders.
 */
export const LOW_PROVIDER_BALANCE_BELOW = 50;
