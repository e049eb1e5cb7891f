import { z } from 'zod';
import { MAX_URL_LENGTH } from '../url-schema';
import {
  MAX_ALLOWED_IPS,
  MAX_OFFERWALL_HOLD_DAYS,
  OFFERWALL_CREDIT_STATUSES,
  OFFERWALL_PROVIDERS,
  OFFERWALLS_MESSAGES,
  WALL_URL_USER_PLACEHOLDER,
} from './rules';

export * from './rules';

export const offerwallProviderSchema = z.enum(OFFERWALL_PROVIDERS, { message: OFFERWALLS_MESSAGES.providerNotFound });

/** One allowed caller address: an IP or a CIDR range (the form `@fastify/proxy-addr` compiles). */
const allowedIpSchema = z.string({ message: OFFERWALLS_MESSAGES.allowedIp }).trim().pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { message: OFFERWALLS_MESSAGES.allowedIp }));

/** The provider's wall for a signed-in user: https only, with the place the user's id goes. */
const wallUrlSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: OFFERWALLS_MESSAGES.wallUrl })
      .trim()
      .max(MAX_URL_LENGTH, OFFERWALLS_MESSAGES.wallUrl)
      .refine((value) => value.startsWith('https://') && value.includes(WALL_URL_USER_PLACEHOLDER) && URL.canParse(value), OFFERWALLS_MESSAGES.wallUrl)
      .nullish(),
  )
  .transform((value) => value ?? null);

/**
 * `PUT /api/admin/offerwalls/{provider}`. The secret is write-only: given, it replaces the stored
 * one; left out (or null) the stored one stays. A provider is switched on only with a secret.
 */
export const updateOfferwallProviderInputSchema = z.object({
  provider: offerwallProviderSchema,
  enabled: z.boolean({ message: 'Enabled must be true or false' }),
  secret: z.string({ message: OFFERWALLS_MESSAGES.secretTooShort }).min(8, OFFERWALLS_MESSAGES.secretTooShort).max(200, OFFERWALLS_MESSAGES.secretTooLong).nullish(),
  holdDays: z.number({ message: OFFERWALLS_MESSAGES.holdDays }).int(OFFERWALLS_MESSAGES.holdDays).min(0, OFFERWALLS_MESSAGES.holdDays).max(MAX_OFFERWALL_HOLD_DAYS, OFFERWALLS_MESSAGES.holdDays),
  /** Empty or missing: any address may call (the signature still decides). */
  allowedIps: z.array(allowedIpSchema).max(MAX_ALLOWED_IPS, OFFERWALLS_MESSAGES.tooManyIps).optional(),
  wallUrl: wallUrlSchema.optional(),
});
export type UpdateOfferwallProviderInput = z.infer<typeof updateOfferwallProviderInputSchema>;

/** A provider as the admin sees it: whether a secret is set, never its value. */
export const adminOfferwallProviderSchema = z.object({
  provider: offerwallProviderSchema,
  name: z.string(),
  enabled: z.boolean(),
  secretSet: z.boolean(),
  holdDays: z.number().int(),
  allowedIps: z.array(z.string()),
  wallUrl: z.string().nullable(),
  /** Where the provider sends its postbacks: `${publicUrl}/api/postback/{provider}`. */
  postbackUrl: z.string(),
  updatedAt: z.date().nullable(),
});
export type AdminOfferwallProvider = z.infer<typeof adminOfferwallProviderSchema>;

/** A wall the signed-in user can open on /task: the provider's link with their id filled in. */
export const enabledOfferwallSchema = z.object({
  provider: offerwallProviderSchema,
  name: z.string(),
  wallUrl: z.string().nullable(),
});
export type EnabledOfferwall = z.infer<typeof enabledOfferwallSchema>;

export const offerwallCreditStatusSchema = z.enum(OFFERWALL_CREDIT_STATUSES);

/** A credit still in the pending balance, as the user sees it ("₹X pending — clears on DATE"). */
export const pendingOfferwallCreditSchema = z.object({
  amountPaise: z.number().int(),
  provider: offerwallProviderSchema,
  clearsAt: z.date(),
  status: offerwallCreditStatusSchema,
});
export type PendingOfferwallCredit = z.infer<typeof pendingOfferwallCreditSchema>;
