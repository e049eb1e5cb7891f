import { m } from '../../i18n/paraglide/messages';

/** The spec's admin toasts (§8) for withdrawals, and the screens' own messages (catalogue area `redeem-requests`). */
export const REDEEM_MESSAGES = {
  completed: m['redeem-requests.completed'](),
  rejected: m['redeem-requests.rejected'](),
  updateFailed: m['redeem-requests.update-failed'](),
  optionUpdated: m['redeem-requests.option-updated'](),
  optionFailed: m['redeem-requests.option-failed'](),
} as const;

export const REDEEM_STATUS_LABELS = {
  pending: m['redeem-requests.status.pending'](),
  completed: m['redeem-requests.status.completed'](),
  rejected: m['redeem-requests.status.rejected'](),
} as const;
