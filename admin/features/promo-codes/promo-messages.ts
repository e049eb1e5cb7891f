/** The spec's admin toasts (§8) and the one message of the create form's own (a local date-time it cannot read). */
export const PROMO_MESSAGES = {
  created: 'Promo code created',
  statusUpdated: 'Promo code status updated',
  createFailed: 'Failed to create promo code',
  updateFailed: 'Failed to update promo code',
  /** The rest of the form's messages are the server's schema's (promo-form-schema.ts). */
  expiryInvalid: 'Expiry must be a valid date and time',
} as const;
