/** Offerwall postbacks' fixed rules (issue 18), apart from zod for the entry chunk; per-provider settings live in `offerwall_providers`. */

/** The providers this build has an adapter for (`adapters/`), in the order the admin lists them. */
export const OFFERWALL_PROVIDERS = ['generic', 'ayetstudios'] as const;
export type OfferwallProvider = (typeof OFFERWALL_PROVIDERS)[number];

/** The name a provider's section and its admin row carry. */
export const OFFERWALL_PROVIDER_NAMES: Record<OfferwallProvider, string> = {
  generic: 'Partner offers',
  ayetstudios: 'ayeT-Studios',
};

export function isOfferwallProvider(value: string): value is OfferwallProvider {
  return (OFFERWALL_PROVIDERS as readonly string[]).includes(value);
}

/** How long a credit waits in the pending balance before it is the user's (issue 18's default). */
export const DEFAULT_OFFERWALL_HOLD_DAYS = 14;
export const MAX_OFFERWALL_HOLD_DAYS = 90;

/** What a provider's transaction is: money earned, or money taken back (a chargeback). */
export const OFFERWALL_TRANSACTION_KINDS = ['credit', 'reversal'] as const;
export type OfferwallTransactionKind = (typeof OFFERWALL_TRANSACTION_KINDS)[number];

/**
 * A credit's life: `pending` (in the pending balance until `clearsAt`) → `released` (moved into the
 * wallet by the job, once). `reversed`: the provider took it back, before or after it cleared.
 */
export const OFFERWALL_CREDIT_STATUSES = ['pending', 'released', 'reversed'] as const;
export type OfferwallCreditStatus = (typeof OFFERWALL_CREDIT_STATUSES)[number];

/** The placeholder an admin's wall link carries where the user's id goes (`…?external_identifier={user_id}`). */
export const WALL_URL_USER_PLACEHOLDER = '{user_id}';

/** The longest provider transaction id kept; a longer one is refused as a malformed postback. */
export const MAX_EXTERNAL_TXN_ID_LENGTH = 200;
export const MAX_ALLOWED_IPS = 50;

/** The module's texts, here (not beside the zod schemas) so the SPAs' wording reads them without loading zod. */
export const OFFERWALLS_MESSAGES = {
  providerNotFound: 'Offerwall provider not found',
  secretRequired: 'Set the provider’s secret before switching it on',
  secretTooShort: 'The secret must be at least 8 characters',
  secretTooLong: 'The secret must be at most 200 characters',
  holdDays: `Hold must be a whole number of days between 0 and ${MAX_OFFERWALL_HOLD_DAYS}`,
  allowedIp: 'Each allowed address must be an IPv4 or IPv6 address or range (CIDR), such as 203.0.113.7 or 203.0.113.0/24',
  tooManyIps: `At most ${MAX_ALLOWED_IPS} allowed addresses`,
  wallUrl: `The wall link must be an https:// address containing ${WALL_URL_USER_PLACEHOLDER}`,
  /** Shown beside a credit the provider took back. */
  reversedReason: 'The offer’s provider reversed this reward (chargeback)',
} as const;
