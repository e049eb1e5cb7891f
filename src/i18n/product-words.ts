import type { RewardKind } from '#contract/enums';
import { DEMO_PRODUCT_TEXT, demoFaceValueOf } from '#contract/rewards/demo-products';
import { formatCount, formatRupees } from '#kit/lib/format';
import { asWritten, type Worded } from './as-written';
import { m } from './paraglide/messages';

/**
 * A product's name as the store shows it. Products are admin-written English; the demo products'
 * words (DEMO_PRODUCT_TEXT) are the catalogue's, so the demo store reads in the reader's language.
 */
export function productName(product: { kind: RewardKind; name: string }): Worded {
  const faceValue = demoFaceValueOf(product.kind, product.name);
  if (faceValue === null) return asWritten(product.name);
  const value = product.kind === 'free_fire_diamonds' ? formatCount(faceValue) : formatRupees(faceValue * 100);
  return { text: m['store.demo.name']({ kind: product.kind, value }) };
}

/** A product's name, region and validity note as the store shows them. */
export function productWords(product: { kind: RewardKind; name: string; region: string; validity: string }): { name: Worded; region: Worded; validity: Worded } {
  const demo = DEMO_PRODUCT_TEXT[product.kind];
  return {
    name: productName(product),
    region: product.region === demo.region ? { text: m['store.demo.region']({ kind: product.kind }) } : asWritten(product.region),
    validity: product.validity === demo.validity ? { text: m['store.demo.validity']({ kind: product.kind }) } : asWritten(product.validity),
  };
}
