/** The spec's admin toasts (§8) for withdrawals, and the screens' own messages. */
export const REDEEM_MESSAGES = {
  completed: 'Request marked as completed',
  rejected: 'Request rejected',
  updateFailed: 'Failed to update request',
  optionUpdated: 'Withdrawal amount updated',
  optionFailed: 'Failed to update withdrawal amount',
} as const;
