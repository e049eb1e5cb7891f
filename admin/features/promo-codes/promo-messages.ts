/** The spec's admin toasts (§8) and the create form's own validation messages. */
export const PROMO_MESSAGES = {
  created: 'Promo code created',
  statusUpdated: 'Promo code status updated',
  createFailed: 'Failed to create promo code',
  updateFailed: 'Failed to update promo code',
  codeRequired: 'Code is required',
  codeTooShort: 'Code must be at least 3 characters',
  codeCharacters: 'Code may contain only letters, digits, - and _',
  maxUses: 'Max uses must be a whole number of at least 1',
  maxUsesTooLarge: 'Max uses must be at most 10,00,000',
  expiryInvalid: 'Expiry must be a valid date and time',
  expiryPast: 'Expiry must be in the future',
  dailyInvalid: 'Daily date must be a valid date',
} as const;
