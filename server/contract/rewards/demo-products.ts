import type { RewardKind } from '../enums';

/**
 * The demo products' English (server/seeds/rewards.ts seeds them outside production). The public
 * site says a product that still holds these words in the reader's language from its catalogue
 * (src/i18n/product-words.ts); words an admin wrote are shown as written.
 */
export const DEMO_PRODUCT_TEXT: Record<RewardKind, { name: (faceValue: number) => string; region: string; validity: string }> = {
  google_play: { name: (rupees) => `Google Play ₹${rupees} (demo)`, region: 'India Play Store only', validity: 'Demo data: valid 12 months' },
  app_store: { name: (rupees) => `App Store ₹${rupees} (demo)`, region: 'India App Store only', validity: 'Demo data: valid 12 months' },
  free_fire_diamonds: { name: (diamonds) => `Free Fire ${diamonds} Diamonds (demo)`, region: 'Free Fire India server', validity: 'Demo data: credited to your player UID' },
};

/** The face value a demo product's name was made from, or null when the name is not a demo name of that kind. */
export function demoFaceValueOf(kind: RewardKind, name: string): number | null {
  const faceValue = Number(/\d+/.exec(name)?.[0]);
  return Number.isInteger(faceValue) && DEMO_PRODUCT_TEXT[kind].name(faceValue) === name ? faceValue : null;
}
