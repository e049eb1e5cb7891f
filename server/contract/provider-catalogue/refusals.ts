import { formatRupees } from '../money-format';
import { PROVIDER_CATALOGUE_MESSAGES } from './schemas';

/** Linking and syncing (issue 33, decision 059); each link rule's refusal is named after its problem in rules.ts. */
export const PROVIDER_CATALOGUE_REFUSALS = {
  'provider-catalogue.not-configured': { status: 'CONFLICT', text: PROVIDER_CATALOGUE_MESSAGES.notConfigured },
  'provider-catalogue.product-not-found': { status: 'NOT_FOUND', text: PROVIDER_CATALOGUE_MESSAGES.productNotFound },
  'provider-catalogue.unavailable': { status: 'CONFLICT', text: PROVIDER_CATALOGUE_MESSAGES.unavailable },
  'provider-catalogue.face-currency': {
    status: 'CONFLICT',
    text: ({ currency }: { currency: string }) => `This provider product's face value is in ${currency}; only rupee (INR) cards can be linked`,
  },
  'provider-catalogue.face-not-offered': {
    status: 'CONFLICT',
    text: ({ facePaise }: { facePaise: number }) => `This provider product has no ${formatRupees(facePaise)} card, the face value it would be linked to`,
  },
  'provider-catalogue.not-a-gift-card': { status: 'CONFLICT', text: PROVIDER_CATALOGUE_MESSAGES.notAGiftCard },
} as const;
