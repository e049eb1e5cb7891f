import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from '../money-schemas';
import { formatRupees } from '../money-format';
import { httpUrlSchema, optionalTextSchema } from '../url-schema';

export const SETTING_KEYS = { ads: 'ads', sponsoredPartners: 'sponsored-partners', referrals: 'referrals', contentPromoLimit: 'content-promo-limit', approvalThresholds: 'approval-thresholds' } as const;

/** What a content admin may create in one promo code until the owner sets otherwise (decision 046): ₹1,000 in total. */
export const DEFAULT_CONTENT_PROMO_LIMIT_PAISE = 100_000;

export const MAX_SPONSORED_PARTNERS = 4;

export const SETTINGS_MESSAGES = {
  adClientInvalid: 'Ad client id must look like ca-pub-1234567890123456',
  tooManyPartners: `At most ${MAX_SPONSORED_PARTNERS} sponsored partners`,
  promoLimitInvalid: `The content promo limit must be a whole number of paise from ₹0 to ${formatRupees(MAX_AMOUNT_PAISE)}`,
} as const;

/** An AdSense-style publisher id; empty or null switches every ad slot off. */
export const adClientIdSchema = optionalTextSchema('Ad client id', 40).refine((value) => value === null || /^ca-pub-\d{10,20}$/.test(value), SETTINGS_MESSAGES.adClientInvalid);

export const adSettingsSchema = z.object({ adClientId: adClientIdSchema });
export type AdSettings = z.infer<typeof adSettingsSchema>;

export const sponsoredPartnerSchema = z.object({
  name: z.string({ message: 'Partner name is required' }).trim().min(1, 'Partner name is required').max(80, 'Partner name must be at most 80 characters'),
  title: z.string({ message: 'Offer title is required' }).trim().min(1, 'Offer title is required').max(120, 'Offer title must be at most 120 characters'),
  description: z.string({ message: 'Offer description is required' }).trim().min(1, 'Offer description is required').max(400, 'Offer description must be at most 400 characters'),
  link: httpUrlSchema('Partner link'),
});
export type SponsoredPartner = z.infer<typeof sponsoredPartnerSchema>;

export const sponsoredPartnersSchema = z.object({
  partners: z.array(sponsoredPartnerSchema, { message: 'Partners must be a list' }).max(MAX_SPONSORED_PARTNERS, SETTINGS_MESSAGES.tooManyPartners),
});

/** The owner's limit on a content admin's promo codes: amount × max uses of one code, in paise (₹0: none). */
export const contentPromoLimitSchema = z.object({
  contentPromoLimitPaise: z
    .number({ message: SETTINGS_MESSAGES.promoLimitInvalid })
    .int(SETTINGS_MESSAGES.promoLimitInvalid)
    .min(0, SETTINGS_MESSAGES.promoLimitInvalid)
    .max(MAX_AMOUNT_PAISE, SETTINGS_MESSAGES.promoLimitInvalid),
});

export const contentSettingsSchema = z.object({
  adClientId: z.string().nullable(),
  sponsoredPartners: z.array(z.object({ name: z.string(), title: z.string(), description: z.string(), link: z.string() })),
  contentPromoLimitPaise: z.number().int(),
  updatedAt: z.date().nullable(),
});
export type ContentSettings = z.infer<typeof contentSettingsSchema>;

/** What the public pages need: whether ad slots render, and the partner offers to label "Sponsored". */
export const publicContentSettingsSchema = contentSettingsSchema.omit({ updatedAt: true, contentPromoLimitPaise: true });
