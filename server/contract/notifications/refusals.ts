export const NOTIFICATIONS_REFUSALS = {
  /** A one-click unsubscribe link not signed by us, altered, or for an account that no longer exists: nothing changes. */
  'notifications.unsubscribe-invalid': { status: 'TOKEN_INVALID', text: 'This unsubscribe link is not valid' },
} as const;
