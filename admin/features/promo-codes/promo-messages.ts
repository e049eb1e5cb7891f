import { m } from '../../i18n/paraglide/messages';

/**
 * The spec's admin toasts (§8) and the one message of the create form's own (a local date-time it
 * cannot read), from the catalogue's `promo-codes` area.
 */
export const PROMO_MESSAGES = {
  created: m['promo-codes.created'](),
  statusUpdated: m['promo-codes.status-updated'](),
  createFailed: m['promo-codes.create-failed'](),
  updateFailed: m['promo-codes.update-failed'](),
  /** The rest of the form's messages are the server's schema's (promo-form-schema.ts). */
  expiryInvalid: m['promo-codes.expiry-invalid'](),
} as const;
