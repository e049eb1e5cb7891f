import { z } from 'zod';
import { amountPaiseSchema } from '../money-schemas';
import { idSchema, pageQuerySchema } from '../shared-schemas';
import { PROVIDERS } from './rules';

export const PROVIDER_CATALOGUE_MESSAGES = {
  notConfigured: 'No gift-card provider is connected',
  productNotFound: 'This provider product is not in the synced catalogue',
  unavailable: 'This provider product is no longer offered by the provider; sync the catalogue or pick another',
  notAGiftCard: 'Only gift cards are bought from the provider: a Free Fire top-up is credited by hand',
  providerUnavailable: 'The provider did not answer; try again in a few minutes',
  providerRefused: 'The provider refused the request: check RELOADLY_CLIENT_ID, RELOADLY_CLIENT_SECRET and RELOADLY_ENV',
  providerProductId: 'Provider product id must be 1 to 64 characters',
  query: 'Search must be at most 100 characters',
} as const;

export const providerNameSchema = z.enum(PROVIDERS);

/** A product of the synced catalogue, as the admin sees it. Amounts are the provider's decimals, never paise. */
export const providerProductViewSchema = z.object({
  provider: providerNameSchema,
  providerProductId: z.string(),
  name: z.string(),
  brand: z.string(),
  countryCode: z.string(),
  faceCurrency: z.string(),
  costCurrency: z.string(),
  denominationType: z.enum(['fixed', 'range']),
  denominations: z.array(z.object({ face: z.number(), cost: z.number() })),
  minFace: z.number().nullable(),
  maxFace: z.number().nullable(),
  costPerFace: z.number().nullable(),
  feeFlat: z.number(),
  feePercent: z.number(),
  discountPercent: z.number(),
  available: z.boolean(),
  syncedAt: z.date(),
});
export type ProviderProductView = z.infer<typeof providerProductViewSchema>;

export const searchProviderProductsInputSchema = pageQuerySchema.extend({
  /** Part of the name or the brand; blank lists everything. */
  query: z.string({ message: PROVIDER_CATALOGUE_MESSAGES.query }).trim().max(100, PROVIDER_CATALOGUE_MESSAGES.query).default(''),
});
export type SearchProviderProductsInput = z.infer<typeof searchProviderProductsInputSchema>;

export const searchProviderProductsOutputSchema = z.object({ products: z.array(providerProductViewSchema), total: z.number().int() });

/** What is linked: a store product (by id) or a withdrawal amount (by its paise). */
export const linkTargetSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('reward'), productId: idSchema }), z.object({ kind: z.literal('withdrawal'), amountPaise: amountPaiseSchema })]);
export type LinkTarget = z.infer<typeof linkTargetSchema>;

/** A link to make, or with `providerProductId: null` the link to remove. */
export const linkProviderProductInputSchema = z.object({
  target: linkTargetSchema,
  providerProductId: z.string({ message: PROVIDER_CATALOGUE_MESSAGES.providerProductId }).trim().min(1, PROVIDER_CATALOGUE_MESSAGES.providerProductId).max(64, PROVIDER_CATALOGUE_MESSAGES.providerProductId).nullable(),
});
export type LinkProviderProductInput = z.infer<typeof linkProviderProductInputSchema>;

/** One link as it stands: the target's face value in rupees and price, and the provider product it points at. */
export const providerLinkSchema = z.object({
  target: linkTargetSchema,
  /** The reward product's name, or null for a withdrawal amount. */
  targetName: z.string().nullable(),
  faceRupees: z.number(),
  /** What a person pays for it from their wallet (a withdrawal: its amount). */
  pricePaise: z.number().int(),
  product: providerProductViewSchema,
});
export type ProviderLink = z.infer<typeof providerLinkSchema>;

/** The provider section's state: null provider when none is connected (then the admin shows none). */
export const providerCatalogueStatusSchema = z.object({
  provider: providerNameSchema.nullable(),
  /** When the catalogue was last synced (null: never), and how many of its products are offered. */
  lastSyncedAt: z.date().nullable(),
  availableCount: z.number().int(),
  links: z.array(providerLinkSchema),
});
export type ProviderCatalogueStatus = z.infer<typeof providerCatalogueStatusSchema>;

export const syncProviderCatalogueOutputSchema = z.object({
  listed: z.number().int(),
  added: z.number().int(),
  markedUnavailable: z.number().int(),
  syncedAt: z.date(),
});
export type SyncProviderCatalogueOutput = z.infer<typeof syncProviderCatalogueOutputSchema>;
