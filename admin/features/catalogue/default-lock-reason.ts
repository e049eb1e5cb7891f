import { DEFAULT_LOCK_REASON, DEFAULT_LOCK_REASON_HI } from '#contract/catalogue/schemas';

/**
 * The Hindi reason to show beside an English one: the spec's default comes with its Hindi, offered
 * exactly while the English is that default (so a reason of the admin's own never keeps the default's Hindi).
 */
export function hindiReasonBeside(english: string, hindi: string): string {
  if (english.trim() === DEFAULT_LOCK_REASON) return hindi.trim() ? hindi : DEFAULT_LOCK_REASON_HI;
  return hindi === DEFAULT_LOCK_REASON_HI ? '' : hindi;
}
