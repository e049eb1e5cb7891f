import type { RewardKind } from '#contract/enums';
import { DEMO_PRODUCT_TEXT, demoFaceValueOf } from '#contract/rewards/demo-products';
import { formatCount, formatRupees } from '#kit/lib/format';
import { currentLocale } from './locale';
import { m } from './paraglide/messages';

/** Words to show, and `lang="en"` when they are an admin's English on a page in another language. */
export interface Worded {
  text: string;
  lang?: 'en';
}

const DEMO_NAME: Record<RewardKind, (faceValue: number) => string> = {
  google_play: (rupees) => m['store.demo.name-google_play']({ amount: formatRupees(rupees * 100) }),
  app_store: (rupees) => m['store.demo.name-app_store']({ amount: formatRupees(rupees * 100) }),
  free_fire_diamonds: (diamonds) => m['store.demo.name-free_fire_diamonds']({ count: formatCount(diamonds) }),
};
const DEMO_REGION: Record<RewardKind, () => string> = {
  google_play: m['store.demo.region-google_play'],
  app_store: m['store.demo.region-app_store'],
  free_fire_diamonds: m['store.demo.region-free_fire_diamonds'],
};
const DEMO_VALIDITY: Record<RewardKind, () => string> = {
  google_play: m['store.demo.validity-gift-card'],
  app_store: m['store.demo.validity-gift-card'],
  free_fire_diamonds: m['store.demo.validity-free_fire_diamonds'],
};

/** An admin's own words: as written, marked English where the page is not. */
const asWritten = (text: string): Worded => (currentLocale() === 'en' ? { text } : { text, lang: 'en' });

/**
 * A product's name as the store shows it. Products are admin-written English; the demo products'
 * words (DEMO_PRODUCT_TEXT) are the catalogue's, so the demo store reads in the reader's language.
 */
export function productName(product: { kind: RewardKind; name: string }): Worded {
  const faceValue = demoFaceValueOf(product.kind, product.name);
  return faceValue === null ? asWritten(product.name) : { text: DEMO_NAME[product.kind](faceValue) };
}

/** A product's name, region and validity note as the store shows them. */
export function productWords(product: { kind: RewardKind; name: string; region: string; validity: string }): { name: Worded; region: Worded; validity: Worded } {
  const demo = DEMO_PRODUCT_TEXT[product.kind];
  return {
    name: productName(product),
    region: product.region === demo.region ? { text: DEMO_REGION[product.kind]() } : asWritten(product.region),
    validity: product.validity === demo.validity ? { text: DEMO_VALIDITY[product.kind]() } : asWritten(product.validity),
  };
}
